/**
 * A plan's health questions as one form of the engine (adapters/planHealthQuestions): the same
 * question model as the wizard's health questions, the answers of save-question-answers in and
 * out unchanged, and the schema's messages at the payload's paths.
 */
import { describe, expect, it } from 'vitest';
import { buildPlanHealthForm, planHealthPayload, planHealthSchemaErrors, planHealthValues, uiSchemaFor } from '../../../adapters';
import { conditionQuestionCatalog, planQuestionCatalog } from '../../../schemas/catalog';
import { MESSAGES } from '../../../schemas/messages';
import { ALL_YES, HEALTH_QUESTIONS, UNANSWERED } from '../../../stories/storefront/shop/questions/questionsFixtures';

describe('plan health questions as a form', () => {
  it('asks each question with the identity and Yes/No of the wizard\'s health questions', () => {
    for (const name of ['question_id', 'question_text']) expect(planQuestionCatalog[name]).toBe(conditionQuestionCatalog[name]);
    expect(planQuestionCatalog.yes_no_flag).toMatchObject({ ...conditionQuestionCatalog.yes_no_flag, errorAtForm: true, messages: { required: MESSAGES.answerAllQuestions } });
    const form = buildPlanHealthForm(HEALTH_QUESTIONS);
    expect(form.fields[0].rows?.map((row) => row.map((f) => f.name))).toEqual([
      ['question_id', 'question_text', 'yes_no_flag', 'who'],
      ['question_id', 'question_text', 'yes_no_flag', 'checkbox_answers'],
      ['question_id', 'question_text', 'yes_no_flag', 'detail'],
    ]);
  });

  it('shows the conditions by their option groups', () => {
    const ui = uiSchemaFor(buildPlanHealthForm(HEALTH_QUESTIONS)) as { answers: { items: Array<Record<string, Record<string, unknown>>> } };
    const groups = Object.values(ui.answers.items[1].checkbox_answers['ui:choiceGroups'] as Record<string, string>);
    expect(new Set(groups)).toEqual(new Set(['A. Prior to age 60', 'B. Prior to age 75']));
  });

  it('gives back the answers it was given, a No without details, nothing answered as null', () => {
    const form = buildPlanHealthForm(HEALTH_QUESTIONS);
    const yes = planHealthPayload(form, planHealthValues(form, HEALTH_QUESTIONS, ALL_YES), HEALTH_QUESTIONS);
    expect(yes).toEqual([ALL_YES[0], ALL_YES[1], { ...ALL_YES[2], detail: [ALL_YES[2].detail![0], {}] }]);
    expect(planHealthPayload(form, planHealthValues(form, HEALTH_QUESTIONS, UNANSWERED), HEALTH_QUESTIONS)).toEqual(UNANSWERED);
    const no = ALL_YES.map((a) => ({ ...a, yes_no_flag: 0 as const }));
    expect(planHealthPayload(form, planHealthValues(form, HEALTH_QUESTIONS, no), HEALTH_QUESTIONS))
      .toEqual(HEALTH_QUESTIONS.map((q) => ({ question_id: q.question_id, yes_no_flag: 0 })));
  });

  it('says what a Yes needs at the payload\'s paths; the answer itself is the domain rule\'s', () => {
    expect(planHealthSchemaErrors(HEALTH_QUESTIONS, UNANSWERED)).toEqual([]);
    expect(planHealthSchemaErrors(HEALTH_QUESTIONS, ALL_YES)).toEqual([]);
    const errors = planHealthSchemaErrors(HEALTH_QUESTIONS, [
      { question_id: 3051, yes_no_flag: 1 }, { question_id: 3052, yes_no_flag: 1 }, { question_id: 3053, yes_no_flag: 1, detail: [{ dot_from: '13/45/2022' }] },
    ]);
    expect(errors).toEqual(expect.arrayContaining([
      { target_element: 'answers.0.who', error_message: MESSAGES.required },
      { target_element: 'answers.1.checkbox_answers', error_message: MESSAGES.questionChooseCondition },
      { target_element: 'answers.2.detail.0.dot_from', error_message: MESSAGES.date },
      { target_element: 'answers.2.detail.0.reason_for_condition', error_message: MESSAGES.required },
    ]));
  });
});
