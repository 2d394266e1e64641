/** Nested values: groups and list rows through visibility, schema, validation, payload and errors. */
import { describe, expect, it } from 'vitest';
import {
  buildForm, clearHiddenValues, fieldErrorsToErrorSchema, formSchema, initialValues, payloadToValues, toPayload, uiSchemaFor, validateValues,
  type FormValues,
} from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';
import { NESTED_CATALOG, NESTED_FORM, nestedDefinitions } from '../../../stories/fixtures/nested';

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
