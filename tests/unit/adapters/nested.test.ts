/** Nested values: groups and list rows through visibility, schema, validation, payload and errors. */
import { describe, expect, it } from 'vitest';
import {
  buildForm, clearHiddenValues, fieldAt, fieldErrorsToErrorSchema, formSchema, initialValues, isFieldPath, payloadToValues, pickFieldErrors, toPayload,
  uiSchemaFor, validateValues, type FormValues,
} from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';
import { FIXED_CATALOG, FIXED_FORM, FIXED_QUESTIONS, fixedDefinitions, NESTED_CATALOG, NESTED_FORM, nestedDefinitions } from '../../../stories/fixtures/nested';

const form = buildForm(NESTED_FORM, NESTED_CATALOG, nestedDefinitions());
const condition = (values: Partial<Record<string, string>>) => ({
  health_condition: '', date_of_onset: '', is_treatment: '', treatment_notes: '', date_of_recovery: '', ...values,
});
const values = (changes: Partial<FormValues>): FormValues => ({ treated: '', condition: condition({}), medications: [], ...changes });
const messagesOf = (v: FormValues) => Object.fromEntries(validateValues(form, v).map((e) => [e.target_element, e.error_message]));

describe('a small nested form', () => {
  it('builds groups and list rows from the catalog when the server sends no nested definitions', () => {
    expect(form.fields.map((f) => [f.name, f.kind])).toEqual([['treated', 'scalar'], ['condition', 'group'], ['medications', 'list']]);
    expect(form.fields[1].fields.map((f) => [f.name, f.required])).toEqual([
      ['health_condition', true], ['date_of_onset', true], ['is_treatment', true], ['treatment_notes', true], ['date_of_recovery', false],
    ]);
    const schema = formSchema(form);
    expect(schema.properties).toMatchObject({ medications: { type: 'array', maxItems: 3, items: { type: 'object', required: ['medication', 'dosage'] } } });
    expect(uiSchemaFor(form).medications).toMatchObject({ items: { 'ui:order': ['medication', 'dosage', 'medical_condition'] }, 'ui:options': { itemTitle: 'Medication' } });
  });

  it('checks a group only while it shows, and its own conditional field only while that shows', () => {
    expect(messagesOf(values({ treated: '0' }))).toEqual({});
    expect(messagesOf(values({ treated: '1' }))).toEqual({
      'condition.health_condition': MESSAGES.required, 'condition.date_of_onset': MESSAGES.required, 'condition.is_treatment': MESSAGES.required,
    });
    expect(messagesOf(values({ treated: '1', condition: condition({ health_condition: 'Angina', date_of_onset: '02/30/2020', is_treatment: '1' }) }))).toEqual({
      'condition.date_of_onset': MESSAGES.date, 'condition.treatment_notes': MESSAGES.required,
    });
  });

  it('checks every list row at its own index, and refuses a fourth row', () => {
    const rows = [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: '' }, { medication: 'Bad<', dosage: '', medical_condition: '' }];
    expect(messagesOf(values({ treated: '0', medications: rows }))).toEqual({ 'medications.1.medication': MESSAGES.text, 'medications.1.dosage': MESSAGES.required });
    const four = Array.from({ length: 4 }, () => rows[0]);
    expect(messagesOf(values({ treated: '0', medications: four }))).toEqual({ medications: MESSAGES.tooManyItems });
  });

  it('saves groups as objects and lists as arrays, without hidden fields or empty rows, and reads them back', () => {
    const filled = values({
      treated: '1',
      condition: condition({ health_condition: ' Angina ', date_of_onset: '02/03/2020', is_treatment: '0', treatment_notes: 'stale', date_of_recovery: '06/01/2021' }),
      medications: [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: '' }, { medication: '', dosage: '', medical_condition: '' }],
    });
    const payload = toPayload(form, filled);
    expect(payload).toEqual({
      treated: '1',
      condition: { health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '0', date_of_recovery: '06/01/2021' },
      medications: [{ medication: 'Aspirin', dosage: '81 mg' }],
    });
    const back = payloadToValues(form, payload);
    expect(back.medications).toEqual([{ medication: 'Aspirin', dosage: '81 mg', medical_condition: '' }]);
    expect(initialValues(buildForm(NESTED_FORM, NESTED_CATALOG, nestedDefinitions(payload)), nestedDefinitions(payload))).toEqual(back);
    expect(toPayload(form, values({ treated: '0', condition: condition({ health_condition: 'Angina' }) }))).toEqual({ treated: '0' });
  });

  it('clears a hidden group and a hidden field inside one list row, leaving the others', () => {
    const before = values({ treated: '1', condition: condition({ health_condition: 'Angina', is_treatment: '1', treatment_notes: 'Daily' }) });
    const hidden = clearHiddenValues(form, before, { ...before, treated: '0' });
    expect(hidden.condition).toEqual(condition({}));
    const switched = clearHiddenValues(form, before, { ...before, condition: { ...(before.condition as FormValues), is_treatment: '0' } });
    expect(switched.condition).toEqual(condition({ health_condition: 'Angina', is_treatment: '0' }));
    const unchanged = values({ treated: '0' });
    expect(clearHiddenValues(form, unchanged, unchanged)).toBe(unchanged);
  });

  it('places server errors at nested paths', () => {
    expect(fieldErrorsToErrorSchema([
      { target_element: 'condition_questions.2.conditions.0.health_condition', error_message: 'x' },
      { target_element: 'medications.1.medication', error_message: 'y' },
    ])).toEqual({
      condition_questions: { 2: { conditions: { 0: { health_condition: { __errors: ['x'] } } } } },
      medications: { 1: { medication: { __errors: ['y'] } } },
    });
  });
});

describe('a questionnaire: fixed rows, titles from a field, hidden values, one-row detail lists', () => {
  const fixed = buildForm(FIXED_FORM, FIXED_CATALOG, fixedDefinitions());
  const start = initialValues(fixed, fixedDefinitions());
  const answer = (answers: string[], details: FormValues[][] = []) => ({
    ...start,
    questions: (start.questions as FormValues[]).map((row, i) => ({ ...row, answer: answers[i] ?? '', ...(details[i] && { details: details[i] }) })),
  });

  it('gives each row its own fields from the definitions, and every list at least its fixed or minimum rows', () => {
    const [questions] = fixed.fields;
    expect(questions.fields).toEqual([]);
    expect(questions.rows?.map((row) => row.map((f) => f.name))).toEqual([['id', 'text', 'answer', 'details'], ['id', 'text', 'answer'], ['id', 'text', 'answer', 'details']]);
    expect(questions.rows?.[2][3].rows?.[0].map((f) => [f.name, f.required])).toEqual([['note', true]]);
    expect(start.questions).toEqual([
      { id: '1', text: FIXED_QUESTIONS[0].text, answer: '', details: [{ since: '', note: '' }] },
      { id: '2', text: FIXED_QUESTIONS[1].text, answer: '' },
      { id: '3', text: FIXED_QUESTIONS[2].text, answer: '', details: [{ note: '' }] },
    ]);
    expect(start.doses).toEqual([{ amount: '' }]);
  });

  it('is a tuple schema of exactly its rows, with per-row uiSchemas titled by the row\'s text and no add or remove', () => {
    const schema = formSchema(fixed) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.questions).toMatchObject({ type: 'array', minItems: 3, maxItems: 3, additionalItems: false });
    expect((schema.properties.questions.items as unknown[]).length).toBe(3);
    expect(schema.properties.doses).toMatchObject({ minItems: 1, maxItems: 2 });
    const ui = uiSchemaFor(fixed).questions as Record<string, unknown>;
    expect(ui['ui:options']).toMatchObject({ addable: false, removable: false });
    expect((ui.items as Record<string, unknown>[]).map((row) => row['ui:titleField'])).toEqual(['text', 'text', 'text']);
    expect(ui['ui:labelHidden']).toBe(true);
  });

  it('checks each row by its own fields, details only on Yes, at the rows\' dotted paths', () => {
    const messages = (v: FormValues) => Object.fromEntries(validateValues(fixed, v).map((e) => [e.target_element, e.error_message]));
    expect(messages(start)).toEqual({
      'questions.0.answer': MESSAGES.required, 'questions.1.answer': MESSAGES.required, 'questions.2.answer': MESSAGES.required, 'doses.0.amount': MESSAGES.required,
    });
    const yes = { ...answer(['1', '1', '1'], [[{ since: '13/01/2020', note: '' }], [], [{ note: '' }]]), doses: [{ amount: '1 a day' }] };
    expect(messages(yes)).toEqual({ 'questions.0.details.0.since': MESSAGES.date, 'questions.2.details.0.note': MESSAGES.required });
    expect(messages({ ...answer(['0', '0', '0']), doses: [{ amount: '1 a day' }] })).toEqual({});
    // A row past those the list always holds is checked only when it holds something, and sent only then.
    const extra = { ...answer(['0', '0', '0']), doses: [{ amount: '1 a day' }, { amount: '' }] };
    expect(messages(extra)).toEqual({});
    expect(toPayload(fixed, extra).doses).toEqual([{ amount: '1 a day' }]);
    expect(messages({ ...extra, doses: [{ amount: '' }, { amount: '2 a day' }] })).toEqual({ 'doses.0.amount': MESSAGES.required });
  });

  it('sends every row with its hidden id as a number and its answer as 1/0, details only on Yes, and reads them back', () => {
    const answered = { ...answer(['1', '0', '0'], [[{ since: '02/03/2020', note: ' daily ' }]]), doses: [{ amount: '5 mg' }] };
    const payload = toPayload(fixed, answered);
    expect(payload).toEqual({
      questions: [
        { id: 1, text: FIXED_QUESTIONS[0].text, answer: 1, details: [{ since: '02/03/2020', note: 'daily' }] },
        { id: 2, text: FIXED_QUESTIONS[1].text, answer: 0 },
        { id: 3, text: FIXED_QUESTIONS[2].text, answer: 0 },
      ],
      doses: [{ amount: '5 mg' }],
    });
    expect(payloadToValues(fixed, payload).questions).toEqual([
      { id: '1', text: FIXED_QUESTIONS[0].text, answer: '1', details: [{ since: '02/03/2020', note: 'daily' }] },
      { id: '2', text: FIXED_QUESTIONS[1].text, answer: '0' },
      { id: '3', text: FIXED_QUESTIONS[2].text, answer: '0', details: [{ note: '' }] },
    ]);
  });

  it('clears a question\'s details when its answer turns to No, and keeps the list\'s own rows', () => {
    const before = answer(['1'], [[{ since: '02/03/2020', note: 'x' }]]);
    const next = answer(['0'], [[{ since: '02/03/2020', note: 'x' }]]);
    const after = clearHiddenValues(fixed, before, next);
    expect((after.questions as FormValues[])[0].details).toEqual([{ since: '', note: '' }]);
    expect((after.questions as FormValues[])[1]).toBe((next.questions as FormValues[])[1]);
  });

  it('places errors of fixed rows in display order and finds their fields', () => {
    const failures = [{ path: 'questions.2.details.0.note', keyword: 'required' }, { path: 'questions.0.details.0.since', keyword: 'format' }, { path: 'questions.0.id', keyword: 'pattern' }];
    expect(pickFieldErrors(fixed, failures).map((e) => e.target_element)).toEqual(['questions.0.id', 'questions.0.details.0.since', 'questions.2.details.0.note']);
    expect(fieldAt(fixed, 'questions.2.details.0.note')?.required).toBe(true);
    expect(fieldAt(fixed, 'questions.0.details.0.note')?.required).toBe(false);
    expect(isFieldPath(fixed, 'questions.1.details.0.note')).toBe(false);
  });
});
