/**
 * The same questions read again in another language (a switch mid-step, issue 18): the form's values
 * take each question's new text by its id, the answers untouched, the same values when nothing changed;
 * for the wizard's health questions, a plan's and a carrier's.
 */
import { describe, expect, it } from 'vitest';
import {
  buildCarrierForm, buildHealthForm, buildPlanHealthForm, carrierValues, healthPayload, healthValues, planHealthPayload, planHealthValues,
  withCarrierTexts, withHealthQuestionTexts, withPlanHealthTexts, type FormValues,
} from '../../../adapters';
import type { HealthQuestionSet } from '../../../schemas/api/types';
import { DEMO_HEALTH_QUESTIONS } from '../../../schemas/demo/healthQuestions';
import { WIZARD_DATA_CONTENT_ES } from '../../../schemas/demo/es/wizardData';
import { ALL_YES, HEALTH_QUESTIONS } from '../../../stories/storefront/shop/questions/questionsFixtures';

const inSpanish = <Q extends object>(question: Q, key: keyof Q): Q => ({ ...question, [key]: WIZARD_DATA_CONTENT_ES[question[key] as string] ?? `¿${String(question[key])}?` });
const set = (questions: typeof DEMO_HEALTH_QUESTIONS): HealthQuestionSet => ({
  codition_questions: questions.filter((q) => q.layout !== 'medication'),
  medication_question: questions.find((q) => q.layout === 'medication')!,
});
const titles = (values: FormValues, list: string, text: string) => (values[list] as FormValues[]).map((row) => row[text]);

describe('question texts read again', () => {
  it("says the wizard's health questions in the new language and keeps each answer", () => {
    const english = set(DEMO_HEALTH_QUESTIONS);
    const spanish = set(DEMO_HEALTH_QUESTIONS.map((q) => inSpanish(q, 'question_text')));
    const form = buildHealthForm(english);
    const start = healthValues(form, english, null);
    const typed = { ...start, condition_questions: (start.condition_questions as FormValues[]).map((row, i) => (i === 1 ? { ...row, yes_no_flag: '1' } : row)), notes: 'Asthma' };
    const shown = withHealthQuestionTexts(typed, spanish);
    expect(titles(shown, 'condition_questions', 'question_text')).toEqual(spanish.codition_questions.map((q) => q.question_text));
    expect((shown.medication_question as FormValues).question_text).toBe(spanish.medication_question!.question_text);
    const answersOf = (values: FormValues) => healthPayload(form, values).condition_questions.map(({ question_text: _text, ...rest }) => rest);
    expect(answersOf(shown)).toEqual(answersOf(typed));
    expect(shown.notes).toBe('Asthma');
    expect(withHealthQuestionTexts(typed, english)).toBe(typed);
  });

  it("says a plan's and a carrier's questions in the new language and keeps each answer", () => {
    const planForm = buildPlanHealthForm(HEALTH_QUESTIONS);
    const planTyped = planHealthValues(planForm, HEALTH_QUESTIONS, ALL_YES);
    const planSpanish = HEALTH_QUESTIONS.map((q) => inSpanish(q, 'question_text'));
    const planShown = withPlanHealthTexts(planTyped, planSpanish);
    expect(titles(planShown, 'answers', 'question_text')).toEqual(planSpanish.map((q) => q.question_text));
    expect(planHealthPayload(planForm, planShown, planSpanish)).toEqual(planHealthPayload(planForm, planTyped, HEALTH_QUESTIONS));

    const carrier = [{ qid: 1, question: 'At work?', true_condition: 1 as const }, { qid: 2, question: 'Other cover?', true_condition: 0 as const }];
    const carrierForm = buildCarrierForm(carrier);
    const carrierTyped = carrierValues(carrierForm, carrier, [{ qid: 1, true_condition: 1 }]);
    const carrierSpanish = carrier.map((q) => inSpanish(q, 'question'));
    const carrierShown = withCarrierTexts(carrierTyped, carrierSpanish);
    expect(titles(carrierShown, 'aflac_data', 'question')).toEqual(['¿At work??', '¿Other cover??']);
    expect(titles(carrierShown, 'aflac_data', 'true_condition')).toEqual(titles(carrierTyped, 'aflac_data', 'true_condition'));
    expect(withCarrierTexts(carrierTyped, carrier)).toBe(carrierTyped);
  });
});
