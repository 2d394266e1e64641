/**
 * How Compare versions marks a changed field in a rendered form: its label ends in '(changed)',
 * words rather than colour, whether the engine renders the form from its definitions
 * (markChanged) or the wizard's own components render health's questions (markHealth) and the
 * agreement's texts and verification fields (markTexts, markedLabel).
 */
import { healthLeaves, resolveForm, type TabForm } from '../../../adapters';
import type { AgreementText, FieldDefinition, HealthQuestion, HealthQuestionSet } from '../../../schemas/api/types';
import { HEALTH_LAYOUTS, medicationRowCatalog } from '../../../schemas/catalog';
import { agreementField } from '../../../schemas/forms/agreementForm';
import { HEALTH_SHOWN, healthLayerCatalog, questionField } from '../../../schemas/forms/healthForm';
import { T } from '../text';

/** A label with the mark. */
export const marked = (title: string): string => `${title} (${T.changedMark})`;

/**
 * The form with each changed field's label marked. A changed field shows whatever its Show when
 * says (the compare renders no one's values, so a condition would hide it and its mark; the
 * condition itself is in the list of changes), as health's compare answers Yes to show a changed detail.
 */
export function markChanged(form: TabForm, changed: ReadonlySet<string>): TabForm {
  return {
    ...form,
    fields: form.fields.map((field) => {
      if (!changed.has(field.name)) return field;
      const { visibleWhen: _shownAnyway, ...spec } = field.spec;
      return { ...field, spec: { ...spec, title: marked(field.spec.title) } };
    }),
  };
}

/** A question with its text marked when its field (`question_<id>`) changed. */
const markQuestion = (question: HealthQuestion, changed: ReadonlySet<string>): HealthQuestion =>
  (changed.has(questionField(question.question_id)) ? { ...question, question_text: marked(question.question_text) } : question);

/** A health leaf's definition with its label marked when it changed (its own label, else the catalog's). */
function markLeaf(leaf: FieldDefinition, changed: ReadonlySet<string>): FieldDefinition {
  if (!changed.has(leaf.field_name)) return leaf;
  const title = leaf.schema?.title ?? healthLayerCatalog[leaf.field_name]?.title ?? leaf.field_name;
  return { ...leaf, schema: { ...leaf.schema, title: marked(title) } };
}

/** Health's questions as the wizard's step gets them, each changed question's text and each changed leaf's label marked. */
export function markHealth(questions: HealthQuestionSet, changed: ReadonlySet<string>): HealthQuestionSet {
  const { codition_questions: conditions, medication_question: medication } = questions;
  // A set whose leaves nobody changed at its scope comes without them: marking one needs them all, as the catalog gives them.
  const leaves = (questions.fields as FieldDefinition[] | undefined) ?? healthLeaves(resolveForm(healthLayerCatalog, [{ layer: 'default', content: HEALTH_SHOWN }]));
  const marksLeaf = leaves.some((leaf) => changed.has(leaf.field_name));
  return {
    ...questions,
    codition_questions: conditions.map((q) => markQuestion(q, changed)),
    medication_question: medication ? markQuestion(medication, changed) : medication,
    ...(marksLeaf && { fields: leaves.map((leaf) => markLeaf(leaf, changed)) }),
  };
}

/** The leaves a question's Yes reveals (its layout's detail row, or the medication row). */
const leavesOf = (question: HealthQuestion): readonly string[] =>
  (question.layout === 'medication' ? Object.keys(medicationRowCatalog) : HEALTH_LAYOUTS[question.layout].map(([name]) => name));

/**
 * Saved health answers that show every changed leaf: Yes to each question whose Yes reveals one
 * (unanswered, a question hides its details, and the mark with them); every other question unanswered.
 */
export function revealingAnswers(questions: HealthQuestionSet, changed: ReadonlySet<string>) {
  const reveals = (question: HealthQuestion) => leavesOf(question).some((name) => changed.has(name));
  const yes = (question: HealthQuestion) => ({ question_id: question.question_id, yes_no_flag: 1 });
  const medication = questions.medication_question;
  return {
    condition_questions: questions.codition_questions.filter(reveals).map(yes),
    ...(medication && reveals(medication) && { medication_question: yes(medication) }),
  };
}

/** The agreement's texts, each changed agreement's checkbox label marked (its field: `agreement_<id>`). */
export const markTexts = (texts: readonly AgreementText[], changed: ReadonlySet<string>): AgreementText[] =>
  texts.map((text) => (changed.has(agreementField(text.id)) ? { ...text, text_required: marked(text.text_required) } : text));

/** A verification field's label, marked when the field changed. */
export const markedLabel = (changed: ReadonlySet<string>) => (field: string, title: string): string => (changed.has(field) ? marked(title) : title);
