/**
 * A scope's health definition applied to its questions (schemas/forms/healthForm.ts): a question
 * whose field `question_<id>` a layer hides is not asked, one whose field a layer labels is asked
 * in that text (and with its help), one whose field a layer gives an `order` is asked at that place; and the leaves'
 * definitions (fieldDefinitions of the resolved form, in the resolved order) travel with the set
 * as `fields` when they differ from the catalog's, its message overrides as `messages` and its
 * limit of medication rows (`tab.maxItems`) as `max_items`, so a
 * set nobody changed answers byte for byte as before. The server applies it; the adapters then build the form from the set.
 */
import type { FieldDefinition, HealthQuestion, HealthQuestionSet } from '../schemas/api/types';
import { HEALTH_FORM, HEALTH_SHOWN, healthLayerCatalog, isQuestionField, questionField } from '../schemas/forms/healthForm';
import type { LayerInput, ResolvedForm } from '../schemas/forms/definition';
import type { DefinitionLanguage } from '../schemas/forms/translations';
import { fieldDefinitions } from './formLayers/fieldDefinitions';
import { resolvedListLimit } from './formLayers/listLimit';
import { resolveForm } from './formLayers/resolve';

/** The leaves' definitions nobody changed (computed once). */
let unchanged: string | undefined;
const unchangedLeaves = (): string => {
  unchanged ??= JSON.stringify(fieldDefinitions(healthLayerCatalog, resolveForm(healthLayerCatalog, [{ layer: 'default', content: HEALTH_SHOWN }])));
  return unchanged;
};

/**
 * The question as the resolved form asks it, or null when a layer hides it. In `language` (issue
 * 18), a text a layer rewords says that layer's translation of it, when it has one, and the
 * question says which language it is in (content_lang).
 */
function asked(question: HealthQuestion, resolved: ResolvedForm, language?: DefinitionLanguage): HealthQuestion | null {
  const field = resolved.fields.find((f) => f.name === questionField(question.question_id));
  if (!field) return question;
  if (field.props.hidden) return null;
  const { label, help } = field.props;
  if (!label && !help) return question;
  const own = language ? field.translated?.[language] : undefined;
  const text = own?.label ?? label;
  const shownHelp = own?.help ?? help;
  // Wholly in the language only when every text the layer rewords has its translation, and the rest already was.
  const translated = language !== undefined && (!label || own?.label !== undefined) && (!help || own?.help !== undefined)
    && (label ? true : question.content_lang === language);
  return {
    ...question, ...(text && { question_text: text }), ...(shownHelp && { help: shownHelp }),
    ...(language && { content_lang: translated ? language : 'en' }),
  };
}

/**
 * The question fields some layer gives an `order`. Resolution gives a field a layer adds an
 * order of its own (after the fields below), so only the layers tell an order staff set from
 * that one: a question staff did not place keeps the database's place.
 */
function placedQuestions(layers: readonly LayerInput[]): Set<string> {
  const placed = new Set<string>();
  for (const { content } of layers) {
    for (const [name, change] of Object.entries(content.fields ?? {})) {
      if (isQuestionField(name) && typeof change?.order === 'number' && Number.isFinite(change.order)) placed.add(name);
    }
  }
  return placed;
}

/**
 * The questions in their place: a question with an order n goes before the question the
 * database puts n-th (1 = first, beyond the count = last, 2.5 between the 2nd and the 3rd);
 * every other question keeps the database's order.
 */
function inOrder(questions: readonly HealthQuestion[], resolved: ResolvedForm, placed: ReadonlySet<string>): HealthQuestion[] {
  const orderOf = new Map(resolved.fields.map((f) => [f.name, f.props.order]));
  const keyed = questions.map((question, index) => {
    const name = questionField(question.question_id);
    const own = placed.has(name) ? orderOf.get(name) : undefined;
    return { question, index, key: own ?? index + 1, placed: own !== undefined };
  });
  // A placed question goes before the unplaced one at its number; ties otherwise keep the database's order.
  keyed.sort((a, b) => a.key - b.key || Number(b.placed) - Number(a.placed) || a.index - b.index);
  return keyed.map((k) => k.question);
}

/**
 * A leaf without a lookup: the health form loads no lookup lists, so a select drawing from one
 * would take any value; its choices stay as below (a layer's own `choices` apply).
 */
function withoutLookup(leaf: FieldDefinition): FieldDefinition {
  if (leaf.schema?.lookup === undefined) return leaf;
  const { lookup: _lookup, ...schema } = leaf.schema;
  return { ...leaf, schema };
}

/** The leaves' definitions a resolved health form gives (the set's `fields` when they differ from the catalog's). */
export const healthLeaves = (resolved: ResolvedForm): FieldDefinition[] =>
  fieldDefinitions(healthLayerCatalog, resolved).filter((d) => Object.hasOwn(healthLayerCatalog, d.field_name)).map(withoutLookup);

/**
 * The question set with a resolved health definition applied (see the file comment); `layers`:
 * what it was resolved from; `language`: the language (other than English) the questions are
 * asked in, whose translations of reworded texts the definition gives.
 */
export function withHealthDefinition(
  questions: HealthQuestionSet, resolved: ResolvedForm, layers: readonly LayerInput[] = [], language?: DefinitionLanguage,
): HealthQuestionSet {
  const leaves = healthLeaves(resolved);
  const medication = questions.medication_question ? asked(questions.medication_question, resolved, language) : null;
  const maxItems = resolvedListLimit(HEALTH_FORM, resolved);
  const conditions = questions.codition_questions.map((q) => asked(q, resolved, language)).filter((q): q is HealthQuestion => q !== null);
  return {
    codition_questions: inOrder(conditions, resolved, placedQuestions(layers)),
    medication_question: medication,
    ...(JSON.stringify(leaves) !== unchangedLeaves() && { fields: leaves }),
    ...(Object.keys(resolved.messages).length > 0 && { messages: resolved.messages }),
    ...(maxItems !== undefined && { max_items: maxItems }),
  };
}
