/**
 * A scope's health definition applied to its questions (adapters/healthDefinition) and the form
 * the adapters build from the result: question texts and hidden questions from `question_<id>`
 * fields, the leaves' labels, help, required flags and hidden flags from theirs; a set nobody
 * changed stays exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { buildHealthForm, formSchema, resolveForm, withHealthDefinition } from '../../../adapters';
import { RULES } from '../../../schemas/rules';
import type { HealthQuestionSet } from '../../../schemas/api/types';
import type { FormLayer, LayerInput } from '../../../schemas/forms/definition';
import { HEALTH_SHOWN, healthLayerCatalog, questionField } from '../../../schemas/forms/healthForm';

const SET: HealthQuestionSet = {
  codition_questions: [
    { question_id: 140, question_text: 'Heart?', layout: 'condition' },
    { question_id: 145, question_text: 'Pregnant?', layout: 'yes_no' },
  ],
  medication_question: { question_id: 150, question_text: 'Medication?', layout: 'medication' },
};

const resolvedWith = (content?: FormLayer) => {
  const layers: LayerInput[] = [{ layer: 'default', content: HEALTH_SHOWN }, ...(content ? [{ layer: 'group' as const, content }] : [])];
  return resolveForm(healthLayerCatalog, layers);
};

describe('a health definition applied', () => {
  it('leaves a set nobody changed as it was', () => {
    expect(withHealthDefinition(SET, resolvedWith())).toEqual(SET);
  });

  it('asks a question in its new text, drops a hidden one, and builds the leaves as resolved', () => {
    const set = withHealthDefinition(SET, resolvedWith({
      fields: {
        [questionField(140)]: { widget: 'text', label: 'Any heart condition?' },
        [questionField(145)]: { widget: 'text', label: 'Pregnant?', hidden: true },
        health_condition: { label: 'Diagnosis' },
        symptoms: { hidden: true },
        dosage: { required: false },
      },
    }));
    expect(set.codition_questions).toEqual([{ question_id: 140, question_text: 'Any heart condition?', layout: 'condition' }]);
    const form = buildHealthForm(set);
    const detail = form.fields[0].rows![0].find((f) => f.name === 'conditions')!.rows![0];
    expect(detail.find((f) => f.name === 'health_condition')?.spec.title).toBe('Diagnosis');
    expect(detail.map((f) => f.name)).not.toContain('symptoms');
    const medication = form.fields.find((f) => f.name === 'medication_question')!.fields.find((f) => f.name === 'medications')!.fields;
    expect(medication.find((f) => f.name === 'dosage')?.required).toBe(false);
    expect(medication.find((f) => f.name === 'medication')?.required).toBe(true);
  });

  it("asks a reworded question in the definition's Spanish when asked for it (issue 18), saying so; the English otherwise", () => {
    const content: FormLayer = {
      fields: { [questionField(140)]: { widget: 'text', label: 'Any heart condition?', help: 'Since birth.' } },
      translations: { es: { fields: { [questionField(140)]: { label: '¿Alguna afección del corazón?', help: 'Desde el nacimiento.' } } } },
    };
    const spanish = { ...SET, codition_questions: SET.codition_questions.map((q) => ({ ...q, content_lang: 'en' as const })) };
    expect(withHealthDefinition(spanish, resolvedWith(content), [], 'es').codition_questions[0])
      .toEqual({ question_id: 140, question_text: '¿Alguna afección del corazón?', help: 'Desde el nacimiento.', layout: 'condition', content_lang: 'es' });
    expect(withHealthDefinition(SET, resolvedWith(content)).codition_questions[0])
      .toEqual({ question_id: 140, question_text: 'Any heart condition?', help: 'Since birth.', layout: 'condition' });
    // A rewording without its Spanish leaves the question English, and says so.
    const untranslated: FormLayer = { fields: { [questionField(140)]: { widget: 'text', label: 'Any heart condition?' } } };
    expect(withHealthDefinition(spanish, resolvedWith(untranslated), [], 'es').codition_questions[0])
      .toMatchObject({ question_text: 'Any heart condition?', content_lang: 'en' });
  });

  it('asks a question a layer places at its place and keeps every other question where the database put it', () => {
    const three: HealthQuestionSet = { ...SET, codition_questions: [...SET.codition_questions, { question_id: 146, question_text: 'Cancer?', layout: 'special_condition' }] };
    const content: FormLayer = { fields: { [questionField(146)]: { widget: 'text', label: 'Cancer?', order: 1 }, [questionField(140)]: { widget: 'text', label: 'Heart, ever?' } } };
    const set = withHealthDefinition(three, resolvedWith(content), [{ layer: 'group', content }]);
    expect(set.codition_questions.map((q) => q.question_id)).toEqual([146, 140, 145]);
    // A label alone moves nothing (resolution's own order for an added field is no place).
    const relabelled = { fields: { [questionField(140)]: { widget: 'text' as const, label: 'Heart, ever?' } } };
    expect(withHealthDefinition(three, resolvedWith(relabelled), [{ layer: 'group', content: relabelled }]).codition_questions.map((q) => q.question_id)).toEqual([140, 145, 146]);
  });

  it('builds a row\'s leaves in the order a layer gives them', () => {
    const set = withHealthDefinition(SET, resolvedWith({ fields: { symptoms: { order: -1 }, medical_condition: { order: -2 } } }));
    const form = buildHealthForm(set);
    const detail = form.fields[0].rows![0].find((f) => f.name === 'conditions')!.rows![0];
    expect(detail.map((f) => f.name)[0]).toBe('symptoms');
    const medication = form.fields.find((f) => f.name === 'medication_question')!.fields.find((f) => f.name === 'medications')!.fields;
    expect(medication.map((f) => f.name)).toEqual(['id', 'medical_condition', 'medication', 'dosage']);
  });

  it('shows a question\'s help with its answer and ignores a lookup on a leaf (the health form loads none)', () => {
    const set = withHealthDefinition(SET, resolvedWith({
      fields: { [questionField(150)]: { widget: 'text', label: 'Medication?', help: 'Prescribed only' }, is_medicate: { lookup: 'states' } },
    }));
    expect(set.medication_question?.help).toBe('Prescribed only');
    const medication = buildHealthForm(set).fields.find((f) => f.name === 'medication_question')!;
    expect(medication.fields.find((f) => f.name === 'yes_no_flag')?.spec.help).toBe('Prescribed only');
    expect(set.fields?.find((f) => f.field_name === 'is_medicate')?.schema?.lookup).toBeUndefined();
  });

  it('limits the medication rows to a layer\'s tab.maxItems, else to the rule table\'s', () => {
    expect(withHealthDefinition(SET, resolvedWith()).max_items).toBeUndefined();
    const set = withHealthDefinition(SET, resolvedWith({ fields: {}, tab: { maxItems: 2 } }));
    expect(set.max_items).toBe(2);
    const rows = (form: ReturnType<typeof buildHealthForm>) => (formSchema(form).properties as Record<string, { properties: Record<string, { maxItems?: number }> }>)
      .medication_question.properties.medications.maxItems;
    expect(rows(buildHealthForm(set))).toBe(2);
    expect(rows(buildHealthForm(SET))).toBe(RULES.listLimits.medications);
  });
});
