/**
 * Health questions as a server-driven form (DESIGN "Lists, nested forms and questions"): the
 * server's questions (id, text, layout) become field definitions over the health catalog (one
 * fixed row per condition question, its layout's detail row, the medication group, the notes),
 * and health info in its wire shape becomes form values and back. Client and server build the
 * same form from the same questions, so they validate alike and errors land at the wire's dotted
 * paths (`condition_questions.2.conditions.0.health_condition`, `medication_question.medications.1.medication`).
 * A dependent's health questions are the same form under another name (buildHealthForm's `name`).
 */
import type { HealthInfo, HealthQuestion, HealthQuestionSet } from '../schemas/api/types';
import { HEALTH_LAYOUTS, healthInfoCatalog, medicationQuestionCatalog, medicationRowCatalog, type FieldDefinition, type TabCatalog } from '../schemas/catalog';
import { buildForm } from './buildTabForm';
import { withFormMessages } from './messageOverrides';
import { payloadToValues, toPayload } from './payload';
import { questionTexts, withQuestionTexts } from './questionTexts';
import type { FormValues, Payload, TabForm } from './types';

/** The health form's name as the Health Questions tab uses it. */
export const PRIMARY_HEALTH_FORM = 'primary_health_info';

const def = (field_name: string, required: boolean, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  field_name, value: null, required, read_only: false, ...extra,
});

/** A question's id and text: the server's, kept in the values, never edited. */
const identity = (): FieldDefinition[] => [def('question_id', false, { read_only: true }), def('question_text', false, { read_only: true })];

/**
 * The leaves as a scope's health definition resolved them (result.fields; schemas/forms/healthForm.ts):
 * a leaf shows with its own label, help and required flag, a leaf it hides is absent. Without
 * them every leaf shows as its layout says.
 */
interface Leaves {
  shows: (name: string) => boolean;
  def: (name: string, required: boolean) => FieldDefinition;
  /** The leaves of a row in the resolved order (a layer's `order`), else as given. */
  ordered: <T>(items: readonly T[], name: (item: T) => string) => T[];
}

function leavesOf(questions: HealthQuestionSet): Leaves {
  const given = questions.fields as FieldDefinition[] | undefined;
  if (!given) return { shows: () => true, def: (name, required) => def(name, required), ordered: (items) => [...items] };
  const byName = new Map(given.map((d) => [d.field_name, d]));
  const rank = new Map(given.map((d, i) => [d.field_name, i]));
  const rankOf = (name: string) => rank.get(name) ?? -1;
  return {
    shows: (name) => byName.has(name),
    // Array.prototype.sort is stable: what the definitions do not name (the row's id) keeps its place before them.
    ordered: (items, name) => [...items].sort((a, b) => rankOf(name(a)) - rankOf(name(b))),
    def: (name, required) => {
      const leaf = byName.get(name);
      return leaf ? def(name, leaf.required, leaf.schema ? { schema: leaf.schema } : {}) : def(name, required);
    },
  };
}

/** The question's answer: required, with the question's help (a scope's health definition) shown with it. */
const answerField = (question: HealthQuestion): FieldDefinition => def('yes_no_flag', true, question.help ? { schema: { help: question.help } } : {});

/** One condition question's row: identity, the required answer, and the detail row of its layout (none for yes/no only). */
function conditionRow(question: HealthQuestion, leaves: Leaves): FieldDefinition[] {
  const layout = question.layout === 'medication' ? [] : HEALTH_LAYOUTS[question.layout];
  const details = leaves.ordered(layout.filter(([name]) => leaves.shows(name)), ([name]) => name).map(([name, required]) => leaves.def(name, required));
  return [...identity(), answerField(question), ...(details.length > 0 ? [def('conditions', false, { rows: [details] })] : [])];
}

/** The medication question's fields: identity, the required answer, the rows (each field required). */
function medicationFields(question: HealthQuestion, leaves: Leaves): FieldDefinition[] {
  const row = leaves.ordered(Object.keys(medicationRowCatalog).filter((name) => name === 'id' || leaves.shows(name)), (name) => name)
    .map((name) => (name === 'id' ? def(name, false, { read_only: true }) : leaves.def(name, true)));
  return [...identity(), answerField(question), def('medications', true, { fields: row })];
}

/**
 * The form's definitions for a question set: the condition questions (when there are any), the
 * medication question (when the set has one) and the notes, each leaf as the set's resolved
 * health definition gives it.
 */
export function healthDefinitions(questions: HealthQuestionSet): FieldDefinition[] {
  const { codition_questions: conditions, medication_question: medication } = questions;
  const leaves = leavesOf(questions);
  return [
    ...(conditions.length > 0 ? [def('condition_questions', true, { rows: conditions.map((q) => conditionRow(q, leaves)) })] : []),
    ...(medication ? [def('medication_question', true, { fields: medicationFields(medication, leaves) })] : []),
    ...(leaves.shows('notes') ? [leaves.def('notes', false)] : []),
  ];
}

/** The health catalog with at most `max` medication rows, built once per limit (forms cache by catalog). */
const limitedCatalogs = new Map<number, TabCatalog>();
function healthCatalog(max: number | undefined): TabCatalog {
  if (max === undefined) return healthInfoCatalog;
  let catalog = limitedCatalogs.get(max);
  if (!catalog) {
    const group = healthInfoCatalog.medication_question;
    const list = medicationQuestionCatalog.medications;
    const medications = { ...list, items: { ...list.items!, maxItems: max } };
    catalog = { ...healthInfoCatalog, medication_question: { ...group, fields: { ...medicationQuestionCatalog, medications } } };
    limitedCatalogs.set(max, catalog);
  }
  return catalog;
}

/**
 * The health form of a question set (`name`: the primary's tab, or a dependent's form), with its
 * scopes' message overrides and limit of medication rows (`max_items`, else the rule table's).
 */
export function buildHealthForm(questions: HealthQuestionSet, name: string = PRIMARY_HEALTH_FORM): TabForm {
  return withFormMessages(buildForm(name, healthCatalog(questions.max_items), healthDefinitions(questions)), questions.messages);
}

const isObject = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answered question with this id in a saved list, or {} (matched by id: the questions may have changed since). */
function answerOf(saved: unknown, id: number): Payload {
  const found = Array.isArray(saved) ? saved.find((item) => isObject(item) && Number(item.question_id) === id) : undefined;
  return isObject(found) ? found : {};
}

/** A question's saved answer under the server's own id and text. */
const answered = (saved: Payload, question: HealthQuestion): Payload => ({ ...saved, question_id: question.question_id, question_text: question.question_text });

/**
 * Form values of saved health info (the tab's column, an existing member's record, a request
 * body, or nothing) for the current questions: each answer matched to its question by id, the
 * question's id and text always the server's, answers to questions no longer asked left out.
 */
export function healthValues(form: TabForm, questions: HealthQuestionSet, saved: unknown): FormValues {
  const info = isObject(saved) ? saved : {};
  const medication = questions.medication_question;
  const savedMedication = isObject(info.medication_question) && medication && Number(info.medication_question.question_id) === medication.question_id
    ? info.medication_question : {};
  return payloadToValues(form, {
    condition_questions: questions.codition_questions.map((q) => answered(answerOf(info.condition_questions, q.question_id), q)),
    medication_question: medication ? answered(savedMedication, medication) : undefined,
    notes: info.notes,
  });
}

/** The form values with each question's text as `questions` say it (the same questions read again in another language), the answers untouched. */
export function withHealthQuestionTexts(values: FormValues, questions: HealthQuestionSet): FormValues {
  const all = [...questions.codition_questions, ...(questions.medication_question ? [questions.medication_question] : [])];
  return withQuestionTexts(values, ['condition_questions', 'medication_question'], questionTexts(all, (q) => q.question_id, (q) => q.question_text),
    { id: 'question_id', text: 'question_text' });
}

/** A question's answer with its `details` list ([] when the answer is not Yes or its layout has none). */
function withDetails(row: unknown, details: string): Payload {
  const answer = isObject(row) ? row : {};
  return { ...answer, [details]: Array.isArray(answer[details]) ? answer[details] : [] };
}

/**
 * Form values -> health info in its wire shape: every question with its id, text and answer
 * (yes_no_flag 1/0), a Yes's details and a No's none (conditions: [], medications: []),
 * medication rows that hold nothing left out, empty notes left out.
 */
export function healthPayload(form: TabForm, values: FormValues): HealthInfo {
  const payload = toPayload(form, values);
  const rows = Array.isArray(payload.condition_questions) ? payload.condition_questions : [];
  return {
    condition_questions: rows.map((row) => withDetails(row, 'conditions')),
    ...(form.fields.some((f) => f.name === 'medication_question') && { medication_question: withDetails(payload.medication_question, 'medications') }),
    ...(typeof payload.notes === 'string' && { notes: payload.notes }),
    // The values passed the form's schema, whose wire types (codecs) are exactly HealthInfo's.
  } as HealthInfo;
}
