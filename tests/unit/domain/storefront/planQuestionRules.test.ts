/** The questions' and dependent info's rules (storefront.md sections 5 and 9) as tables of answers and messages. */
import { describe, expect, it } from 'vitest';
import {
  type HealthAnswer, carrierAnswerErrors, declines, healthAnswerErrors, maxChildren, savedAnswers, type HealthQuestion,
} from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES } from '../../../../schemas/messages';

const NOW = new Date(2026, 10, 23, 12);
const Q: HealthQuestion[] = [
  { question_id: 1, question_text: 'Who?', question_sub_type: 'text_field', require_detail: true, options: [] },
  { question_id: 2, question_text: 'Which?', question_sub_type: 'checkbox', require_detail: true, options: [{ option_id: 7, option_text: 'Cancer', option_group: 'A. Prior to age 60' }] },
  { question_id: 3, question_text: 'Details?', question_sub_type: 'detail', require_detail: true, options: [] },
];
const ENTRY = { dot_from: '01/05/2022', dot_to: '02/01/2022', reason_for_condition: 'Surgery', degree_of_recovery: 'Full', physician_name_address: 'Dr. Lane' };
const NO: HealthAnswer[] = [{ question_id: 1, yes_no_flag: 0 }, { question_id: 2, yes_no_flag: 0 }, { question_id: 3, yes_no_flag: 0 }];
const at = (target_element: string, error_message: string) => ({ target_element, error_message });

describe('health answers', () => {
  it.each([
    ['all No', NO, []],
    ['one unanswered', NO.slice(1), [at('general', MESSAGES.answerAllQuestions), at('answers.0.yes_no_flag', MESSAGES.answerAllQuestions)]],
    ['Yes without who', [{ question_id: 1, yes_no_flag: 1, who: ' ' }, NO[1], NO[2]], [at('answers.0.who', MESSAGES.required)]],
    ['Yes without a condition', [NO[0], { question_id: 2, yes_no_flag: 1, checkbox_answers: [99] }, NO[2]], [at('answers.1.checkbox_answers', MESSAGES.questionChooseCondition)]],
    ['Yes with a complete entry', [NO[0], NO[1], { question_id: 3, yes_no_flag: 1, detail: [ENTRY, {}] }], []],
    ['a date after today', [NO[0], NO[1], { question_id: 3, yes_no_flag: 1, detail: [{ ...ENTRY, dot_to: '01/01/2027' }] }], [at('answers.2.detail.0.dot_to', MESSAGES.pastDate)]],
    ['a second entry started', [NO[0], NO[1], { question_id: 3, yes_no_flag: 1, detail: [ENTRY, { reason_for_condition: 'x' }] }], [
      at('answers.2.detail.1.dot_from', MESSAGES.required), at('answers.2.detail.1.dot_to', MESSAGES.required),
      at('answers.2.detail.1.degree_of_recovery', MESSAGES.required), at('answers.2.detail.1.physician_name_address', MESSAGES.required),
    ]],
    ['a question the plan does not ask', [...NO, { question_id: 9, yes_no_flag: 0 }], [at('answers.3.question_id', MESSAGES.questionUnknown)]],
  ] as const)('%s', (_, answers, errors) => {
    expect(healthAnswerErrors(Q, answers as readonly HealthAnswer[], NOW)).toEqual(errors);
  });

  it('declines only a Yes with a declining option, and saves only what the sub type uses', () => {
    const declining = new Set(['2:7']);
    expect(declines([{ question_id: 2, yes_no_flag: 1, checkbox_answers: [7] }], declining)).toBe(true);
    expect(declines([{ question_id: 2, yes_no_flag: 0, checkbox_answers: [7] }], declining)).toBe(false);
    expect(savedAnswers(Q, [{ question_id: 1, yes_no_flag: 0, who: 'x' }, { question_id: 2, yes_no_flag: 1, checkbox_answers: [7, 7] }, { question_id: 3, yes_no_flag: 1, detail: [ENTRY, {}] }]))
      .toEqual([{ question_id: 1, yes_no_flag: 0 }, { question_id: 2, yes_no_flag: 1, checkbox_answers: [7] }, { question_id: 3, yes_no_flag: 1, detail: [ENTRY] }]);
  });
});

describe('carrier answers', () => {
  const CQ = [{ qid: 1, question: 'Must be yes', true_condition: 1 as const }, { qid: 2, question: 'Either', true_condition: 0 as const }];
  it.each([
    ['Yes and No', [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 0 }], []],
    ['No where Yes is needed', [{ qid: 1, true_condition: 0 }, { qid: 2, true_condition: 1 }], [at('general', MESSAGES.carrierAnswerBanner), at('aflac_data.0.true_condition', MESSAGES.carrierAnswerYes)]],
    ['nothing answered', [], [at('general', MESSAGES.carrierAnswerBanner), at('aflac_data.0.true_condition', MESSAGES.carrierAnswerYes), at('aflac_data.1.true_condition', MESSAGES.carrierAnswerYesNo)]],
  ] as const)('%s', (_, answers, errors) => {
    expect(carrierAnswerErrors(CQ, answers)).toEqual(errors);
  });
});

describe('dependent info', () => {
  it('offers 9 children for IC, 8 for IF, none otherwise', () => {
    expect(['IO', 'IS', 'IC', 'IF'].map(maxChildren)).toEqual([0, 0, 9, 8]);
  });
});
