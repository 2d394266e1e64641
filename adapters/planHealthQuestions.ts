/**
 * A plan's health questions as a server-driven form, the same model as the wizard's Health
 * Questions (adapters/healthQuestions.ts): get-questions' questions become field definitions over
 * the plan-question catalog (one fixed row per question, what its sub type asks on Yes, the
 * conditions as a checkbox group by option group, two detail entries), and save-question-answers'
 * `answers` become form values and back. The client renders the form with the engine and checks
 * it with the precompiled validator of its schema; the server checks the same form with
 * `planHealthSchemaErrors` before the cross-field rules of domain/storefront/planQuestionRules
 * (answered at all, dates not after today, a started second entry complete). Errors land at the
 * payload's paths (`answers.2.detail.0.dot_from`).
 */
import type { FieldDefinition } from '../schemas/catalog';
import { PLAN_DETAIL_FIELDS, planHealthCatalog } from '../schemas/catalog';
import type { FieldError } from '../schemas/api/types';
import type { DetailEntry, HealthAnswer, HealthQuestion } from '../schemas/api/planQuestions';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../schemas/uiText/storefront/shop/questions';
import { buildForm } from './buildTabForm';
import { questionTexts, withQuestionTexts } from './questionTexts';
import { payloadToValues, toPayload } from './payload';
import type { FormValues, Payload, TabForm } from './types';
import { validateValues } from './validate';

/** The plan health form's name. */
export const PLAN_HEALTH_FORM = 'plan_health_questions';

const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.questionItem;
/** The titles of the two detail entries a Yes offers (storefront.md section 3: two). */
const ENTRY_TITLES = [TEXT.details, TEXT.moreDetailsOptional] as const;

const def = (field_name: string, required: boolean, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  field_name, value: null, required, read_only: false, ...extra,
});

/** One detail entry's definitions: its title (never sent) and its fields, required in the first entry when the question requires detail. */
const entry = (required: boolean): FieldDefinition[] => [def('title', false, { read_only: true }), ...PLAN_DETAIL_FIELDS.map((name) => def(name, required))];

/** What a Yes to this question asks, by its sub type. */
function yesFields(question: HealthQuestion): FieldDefinition[] {
  switch (question.question_sub_type) {
    case 'text_field':
      return [def('who', question.require_detail)];
    case 'checkbox': {
      const choices = question.options.map((o) => ({ value: String(o.option_id), label: o.option_text, ...(o.option_group && { group: o.option_group }) }));
      return [def('checkbox_answers', true, { schema: { choices } })];
    }
    case 'detail':
      return [def('detail', false, { rows: [entry(question.require_detail), entry(false)] })];
  }
}

/**
 * One question's row. The answer itself is not required by the schema: 'Please answer all
 * questions' is the form's one message (the domain rule says it, once, and at each question).
 */
const questionRow = (question: HealthQuestion): FieldDefinition[] => [
  def('question_id', false, { read_only: true }), def('question_text', false, { read_only: true }), def('yes_no_flag', false), ...yesFields(question),
];

/** The form's definitions for a plan's questions, in the plan's order. */
export function planHealthDefinitions(questions: readonly HealthQuestion[]): FieldDefinition[] {
  return [def('answers', true, { rows: questions.map(questionRow) })];
}

/** The health-question form of a plan's questions. */
export function buildPlanHealthForm(questions: readonly HealthQuestion[]): TabForm {
  return buildForm(PLAN_HEALTH_FORM, planHealthCatalog, planHealthDefinitions(questions));
}

/** Form values of answers (none yet, or a request body's) for these questions: each answer matched by id, its entries titled. */
export function planHealthValues(form: TabForm, questions: readonly HealthQuestion[], answers: readonly HealthAnswer[]): FormValues {
  const rows = questions.map((question) => {
    const given = answers.find((answer) => answer.question_id === question.question_id);
    const detail = ENTRY_TITLES.map((title, i) => ({ ...given?.detail?.[i], title }));
    return { ...given, question_id: question.question_id, question_text: question.question_text, detail };
  });
  return payloadToValues(form, { answers: rows });
}

const isObject = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A detail entry as sent: its fields, not its title. */
function sentEntry(row: unknown): DetailEntry {
  const { title: _title, ...fields } = isObject(row) ? row : {};
  return fields as DetailEntry;
}

/** Form values -> save-question-answers' `answers`: one per question in order (yes_no_flag null until answered), what a Yes asks. */
export function planHealthPayload(form: TabForm, values: FormValues, questions: readonly HealthQuestion[]): HealthAnswer[] {
  const payload = toPayload(form, values);
  const rows = Array.isArray(payload.answers) ? payload.answers : [];
  return questions.map((question, i) => {
    const row: Payload = isObject(rows[i]) ? rows[i] : {};
    const flag = row.yes_no_flag === 0 || row.yes_no_flag === 1 ? row.yes_no_flag : null;
    return {
      question_id: question.question_id,
      yes_no_flag: flag,
      ...(typeof row.who === 'string' && { who: row.who }),
      ...(Array.isArray(row.checkbox_answers) && { checkbox_answers: row.checkbox_answers as number[] }),
      ...(Array.isArray(row.detail) && { detail: row.detail.map(sentEntry) }),
    };
  });
}

/** The form schema's messages for a set of answers (the server's half of the client's check; the domain rules come after). */
export function planHealthSchemaErrors(questions: readonly HealthQuestion[], answers: readonly HealthAnswer[]): FieldError[] {
  const form = buildPlanHealthForm(questions);
  return validateValues(form, planHealthValues(form, questions, answers));
}

/** The form values with each question's text as `questions` say it (read again in another language), the answers kept. */
export function withPlanHealthTexts(values: FormValues, questions: readonly HealthQuestion[]): FormValues {
  return withQuestionTexts(values, ['answers'], questionTexts(questions, (q) => q.question_id, (q) => q.question_text), { id: 'question_id', text: 'question_text' });
}
