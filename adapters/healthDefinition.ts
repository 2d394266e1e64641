/**
 * A scope's health definition applied to its questions (schemas/forms/healthForm.ts): a question
 * whose field `question_<id>` a layer hides is not asked, one whose field a layer labels is asked
 * in that text; and the leaves' definitions (fieldDefinitions of the resolved form) travel with
 * the set as `fields` when they differ from the catalog's, so a set nobody changed answers byte
 * for byte as before. The server applies it; the adapters then build the form from the set.
 */
import type { HealthQuestion, HealthQuestionSet } from '../schemas/api/types';
import { HEALTH_SHOWN, healthLayerCatalog, questionField } from '../schemas/forms/healthForm';
import type { ResolvedForm } from '../schemas/forms/definition';
import { fieldDefinitions } from './formLayers/fieldDefinitions';
import { resolveForm } from './formLayers/resolve';

/** The leaves' definitions nobody changed (computed once). */
let unchanged: string | undefined;
const unchangedLeaves = (): string => {
  unchanged ??= JSON.stringify(fieldDefinitions(healthLayerCatalog, resolveForm(healthLayerCatalog, [{ layer: 'default', content: HEALTH_SHOWN }])));
  return unchanged;
};

/** The question as the resolved form asks it, or null when a layer hides it. */
function asked(question: HealthQuestion, resolved: ResolvedForm): HealthQuestion | null {
  const field = resolved.fields.find((f) => f.name === questionField(question.question_id));
  if (!field) return question;
  if (field.props.hidden) return null;
  return field.props.label ? { ...question, question_text: field.props.label } : question;
}

/** The question set with a resolved health definition applied (see the file comment). */
export function withHealthDefinition(questions: HealthQuestionSet, resolved: ResolvedForm): HealthQuestionSet {
  const leaves = fieldDefinitions(healthLayerCatalog, resolved).filter((d) => Object.hasOwn(healthLayerCatalog, d.field_name));
  const medication = questions.medication_question ? asked(questions.medication_question, resolved) : null;
  return {
    codition_questions: questions.codition_questions.map((q) => asked(q, resolved)).filter((q): q is HealthQuestion => q !== null),
    medication_question: medication,
    ...(JSON.stringify(leaves) !== unchangedLeaves() && { fields: leaves }),
  };
}
