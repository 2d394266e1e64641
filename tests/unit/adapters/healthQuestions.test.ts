/** Health questions as a form: definitions by layout, saved info <-> values by question id, the wire shape, errors at wire paths. */
import { describe, expect, it } from 'vitest';
import {
  buildHealthForm, formSchema, healthDefinitions, healthPayload, healthValues, isShownPath, uiSchemaFor, validateValues, type FormValues,
} from '../../../adapters';
import type { HealthQuestionSet } from '../../../schemas/api/types';
import { allNoHealthInfo, DEMO_HEALTH_QUESTIONS } from '../../../schemas/demo/healthQuestions';
import { MESSAGES } from '../../../schemas/messages';

const QUESTIONS: HealthQuestionSet = {
  codition_questions: DEMO_HEALTH_QUESTIONS.filter((q) => q.layout !== 'medication'),
  medication_question: DEMO_HEALTH_QUESTIONS.find((q) => q.layout === 'medication')!,
};
const form = buildHealthForm(QUESTIONS);
const start = healthValues(form, QUESTIONS, null);
const rows = (values: FormValues) => values.condition_questions as FormValues[];

/** The values with question `index` answered `flag`, its detail row `details`. */
function answer(values: FormValues, index: number, flag: string, details?: FormValues): FormValues {
  const next = rows(values).map((row, i) => (i === index ? { ...row, yes_no_flag: flag, ...(details && { conditions: [{ ...(row.conditions as FormValues[])[0], ...details }] }) } : row));
  return { ...values, condition_questions: next };
}
const allNo = (values: FormValues): FormValues => ({
  ...values,
  condition_questions: rows(values).map((row) => ({ ...row, yes_no_flag: row.yes_no_flag || '0' })),
  medication_question: { ...(values.medication_question as FormValues), yes_no_flag: (values.medication_question as FormValues).yes_no_flag || '0' },
});
const medication = (values: FormValues, flag: string, medications: FormValues[]): FormValues => ({
  ...values, medication_question: { ...(values.medication_question as FormValues), yes_no_flag: flag, medications },
});
const messages = (values: FormValues) => Object.fromEntries(validateValues(form, values).map((e) => [e.target_element, e.error_message]));

describe('the health form of a question set', () => {
  it('gives each question one row with its layout\'s detail fields (none for yes/no only), then the medication question and the notes', () => {
    const defs = healthDefinitions(QUESTIONS);
    expect(defs.map((d) => d.field_name)).toEqual(['condition_questions', 'medication_question', 'notes']);
    const details = defs[0].rows!.map((row) => row.find((d) => d.field_name === 'conditions')?.rows?.[0].map((d) => d.field_name) ?? null);
    expect(details).toEqual([
      ['health_condition', 'date_of_onset', 'date_of_recovery', 'is_treatment', 'is_medicate', 'd_last_seen', 'symptoms'],
      ['health_condition', 'date_of_onset', 'date_of_recovery', 'is_treatment', 'is_medicate', 'd_last_seen', 'symptoms'],
      null,
      ['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone'],
      ['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone'],
    ]);
    expect(healthDefinitions({ codition_questions: [], medication_question: null }).map((d) => d.field_name)).toEqual(['notes']);
  });

  it('titles each question by its text, hides ids, and keeps medication row 1 while the answer is Yes (at most 3)', () => {
    const ui = uiSchemaFor(form) as Record<string, Record<string, unknown>>;
    expect((ui.condition_questions.items as Record<string, unknown>[]).every((row) => row['ui:titleField'] === 'question_text')).toBe(true);
    expect(ui.medication_question['ui:titleField']).toBe('question_text');
    expect((ui.condition_questions.items as Record<string, Record<string, unknown>>[])[0].question_id['ui:widget']).toBe('hidden');
    const schema = formSchema(form) as { properties: Record<string, { properties?: Record<string, unknown> }> };
    expect(schema.properties.medication_question.properties?.medications).toMatchObject({ minItems: 1, maxItems: 3 });
    expect((start.medication_question as FormValues).medications).toEqual([{ id: '', medication: '', dosage: '', medical_condition: '' }]);
    expect(rows(start)[0]).toMatchObject({ question_id: '140', question_text: QUESTIONS.codition_questions[0].question_text, yes_no_flag: '' });
  });

  it('lays the questions, a question\'s detail row and the medication rows across the whole form width (lists are wide)', () => {
    const ui = uiSchemaFor(form) as Record<string, Record<string, unknown>>;
    const firstRow = (ui.condition_questions.items as Record<string, Record<string, unknown>>[])[0];
    expect([ui.condition_questions['ui:wide'], firstRow.conditions['ui:wide'], (ui.medication_question.medications as Record<string, unknown>)['ui:wide']]).toEqual([true, true, true]);
  });
});

describe('saved health info and the wire shape', () => {
  it('reads saved answers by question id (any order, questions no longer asked left out) under the server\'s texts', () => {
    const saved = allNoHealthInfo() as { condition_questions: Record<string, unknown>[] };
    const shuffled = {
      ...saved,
      condition_questions: [{ question_id: 999, yes_no_flag: 1 }, ...saved.condition_questions.reverse().map((row) => ({ ...row, question_text: 'old text' }))],
    };
    const values = healthValues(form, QUESTIONS, shuffled);
    expect(rows(values).map((row) => [row.question_id, row.question_text, row.yes_no_flag])).toEqual(
      QUESTIONS.codition_questions.map((q) => [String(q.question_id), q.question_text, '0']),
    );
    expect(healthPayload(form, values)).toEqual({ condition_questions: saved.condition_questions.reverse(), medication_question: allNoHealthInfo().medication_question });
  });

  it('sends a Yes with its details, a No with none, flags as numbers, the treatment choices as \'1\'/\'0\', filled medication rows only', () => {
    let values = answer(allNo(start), 0, '1', { health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '01/15/2026' });
    values = answer(values, 1, '0', { health_condition: 'stale' });
    values = medication(values, '1', [{ id: '', medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' }, { id: '', medication: '', dosage: '', medical_condition: '' }]);
    values = { ...values, notes: '  Seen yearly ' };
    expect(messages(values)).toEqual({});
    const payload = healthPayload(form, values);
    expect(payload.condition_questions.slice(0, 3)).toEqual([
      { question_id: 140, question_text: QUESTIONS.codition_questions[0].question_text, yes_no_flag: 1, conditions: [{ health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '01/15/2026' }] },
      { question_id: 141, question_text: QUESTIONS.codition_questions[1].question_text, yes_no_flag: 0, conditions: [] },
      { question_id: 145, question_text: QUESTIONS.codition_questions[2].question_text, yes_no_flag: 0, conditions: [] },
    ]);
    expect(payload.medication_question).toEqual({
      question_id: 150, question_text: QUESTIONS.medication_question!.question_text, yes_no_flag: 1, medications: [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' }],
    });
    expect(payload.notes).toBe('Seen yearly');
    // Read back: the No's stale detail and the empty medication row are gone, the rest as typed (trimmed).
    const back = medication(answer(values, 1, '0', { health_condition: '' }), '1', [(values.medication_question as { medications: FormValues[] }).medications[0]]);
    expect(healthValues(form, QUESTIONS, payload)).toEqual({ ...back, notes: 'Seen yearly' });
  });

  it('checks only what a Yes reveals, at the spec\'s dotted targets', () => {
    expect(messages(start)).toEqual({
      'condition_questions.0.yes_no_flag': MESSAGES.required, 'condition_questions.1.yes_no_flag': MESSAGES.required, 'condition_questions.2.yes_no_flag': MESSAGES.required,
      'condition_questions.3.yes_no_flag': MESSAGES.required, 'condition_questions.4.yes_no_flag': MESSAGES.required, 'medication_question.yes_no_flag': MESSAGES.required,
    });
    let values = answer(allNo(start), 2, '1');
    expect(messages(values)).toEqual({});
    values = answer(values, 3, '1', { condition: 'Anxiety', status: 'Recovered', last_seen_by_physician: '5/1/2025', physician_name: 'Dr. Ada Park', phone: '555' });
    values = medication(values, '1', [{ id: '', medication: '', dosage: '', medical_condition: '' }, { id: '', medication: 'Bad<', dosage: '', medical_condition: '' }]);
    expect(messages(values)).toEqual({
      'condition_questions.3.conditions.0.last_seen_by_physician': MESSAGES.date,
      'condition_questions.3.conditions.0.phone': MESSAGES.phone,
      'medication_question.medications.0.medication': MESSAGES.required,
      'medication_question.medications.0.dosage': MESSAGES.required,
      'medication_question.medications.0.medical_condition': MESSAGES.required,
      'medication_question.medications.1.medication': MESSAGES.text,
      'medication_question.medications.1.dosage': MESSAGES.required,
      'medication_question.medications.1.medical_condition': MESSAGES.required,
    });
  });
});

describe('isShownPath', () => {
  it('shows an error at a detail only while its question is answered Yes, and never at a path the form lacks', () => {
    const path = 'condition_questions.0.conditions.0.health_condition';
    expect(isShownPath(form, answer(start, 0, '1'), path)).toBe(true);
    expect(isShownPath(form, answer(start, 0, '0'), path)).toBe(false);
    expect(isShownPath(form, start, 'condition_questions.2.conditions.0.health_condition')).toBe(false);
    expect(isShownPath(form, start, 'condition_questions.1.yes_no_flag')).toBe(true);
    expect(isShownPath(form, medication(start, '1', []), 'medication_question.medications.0.dosage')).toBe(true);
    expect(isShownPath(form, start, 'medication_question.medications.0.dosage')).toBe(false);
    expect(isShownPath(form, start, 'condition_questions')).toBe(true);
    expect(isShownPath(form, start, 'general')).toBe(false);
  });
});
