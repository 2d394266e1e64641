/**
 * A summary's content said as the server says it now (adapters/summaryTexts.ts, issue 18): the
 * saved English of a health question and of a beneficiary's relationship gives way to what the
 * server answers in the page's language, matched by id and value; what it does not name stays.
 */
import { describe, expect, it } from 'vitest';
import { withContentTexts } from '../../../adapters/summaryTexts';
import type { HealthQuestionSet } from '../../../schemas/api/types';

const ASKED: HealthQuestionSet = {
  codition_questions: [{ question_id: 140, question_text: '¿Corazón?', layout: 'condition', content_lang: 'es' }],
  medication_question: { question_id: 150, question_text: '¿Medicamentos?', layout: 'medication', content_lang: 'es' },
};

describe('a summary\'s content in the language shown', () => {
  it('says each saved health answer\'s question as asked now, by its id', () => {
    const saved = {
      condition_questions: [{ question_id: 140, question_text: 'Heart?', yes_no_flag: 0 }, { question_id: 141, question_text: 'Gone?', yes_no_flag: 0 }],
      medication_question: { question_id: 150, question_text: 'Medication?', yes_no_flag: 0 },
    };
    expect(withContentTexts('primary_health_info', saved, { health: ASKED })).toEqual({
      condition_questions: [{ question_id: 140, question_text: '¿Corazón?', yes_no_flag: 0 }, { question_id: 141, question_text: 'Gone?', yes_no_flag: 0 }],
      medication_question: { question_id: 150, question_text: '¿Medicamentos?', yes_no_flag: 0 },
    });
    const dependents = { dependents: [{ primary_info: { first_name: 'Ana' }, health_info: saved }] };
    expect(withContentTexts('dependent_info', dependents, { dependentHealth: ASKED }).dependents).toMatchObject([
      { primary_info: { first_name: 'Ana' }, health_info: { medication_question: { question_text: '¿Medicamentos?' } } },
    ]);
  });

  it('names a beneficiary\'s relationship as the list names its value; without an answer the saved data stays', () => {
    const saved = { beneficiaries: [{ first_name: 'Ana', relationship: 'Parent' }, { first_name: 'Luis', relationship: 'Cousin' }] };
    expect(withContentTexts('beneficiary_info', saved, { relationships: [{ value: 'Parent', label: 'Padre o madre' }] })).toEqual({
      beneficiaries: [{ first_name: 'Ana', relationship: 'Padre o madre' }, { first_name: 'Luis', relationship: 'Cousin' }],
    });
    expect(withContentTexts('beneficiary_info', saved, {})).toBe(saved);
    expect(withContentTexts('primary_health_info', saved, {})).toBe(saved);
  });
});
