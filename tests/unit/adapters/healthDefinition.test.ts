/**
 * A scope's health definition applied to its questions (adapters/healthDefinition) and the form
 * the adapters build from the result: question texts and hidden questions from `question_<id>`
 * fields, the leaves' labels, help, required flags and hidden flags from theirs; a set nobody
 * changed stays exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { buildHealthForm, resolveForm, withHealthDefinition } from '../../../adapters';
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
});
