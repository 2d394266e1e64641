/**
 * Schemas and routes of the Health Questions tab (enrollment.md section 7): the questions
 * (data.result.codition_questions, the spec's spelling, and data.result.medication_question, plus
 * our `validator` hash of the form's schema and each question's `layout`), the member's existing
 * health info, and the save. The wire checks shapes and types only; what an answer must hold
 * (required details, formats, at least one medication on Yes) is the adapters' form schema, so
 * client and server say the same at the spec's dotted targets.
 */
import { HEALTH_QUESTION_LAYOUTS, HEALTH_TEXT_MAX } from '../catalog/healthInfo';
import { MAX_LIST_LIMIT } from '../rules';
import { MESSAGES } from '../messages';
import type { TabColumn } from '../tabs';
import { answer, answerWith, contentLangProperty, enrollmentIdSchema, enrollmentQuery, responses, type Schema } from './common';
import { fieldDefinitionSchema, formMessagesSchema } from './forms';
import { route } from './route';

/** Most condition questions one form may hold (a bound on what a body may carry). */
export const MAX_HEALTH_QUESTIONS = 50;

const questionId = { type: 'integer', minimum: 1, maximum: 2147483647, 'x-message': MESSAGES.formUnknown } as const;
const flag = { type: 'integer', enum: [0, 1], 'x-message': MESSAGES.choice } as const;
const questionText = { type: 'string', maxLength: HEALTH_TEXT_MAX, 'x-message': MESSAGES.text } as const;
/** A detail answer as typed (text, a date, '1'/'0' for the treatment selects). */
const detailText = { type: 'string', maxLength: HEALTH_TEXT_MAX, 'x-message': MESSAGES.text } as const;

/**
 * One question as the server defines it: id, text and the layout its Yes reveals; `help` (ours,
 * additive: only when a scope's health definition gives the question help) shows with its answer;
 * `content_lang` (ours, issue 18): the language its text and help are in (the caller's when the
 * store, or the definition that rewords it, has them translated).
 */
export const healthQuestionSchema = answerWith({
  question_id: { type: 'integer' },
  question_text: { type: 'string' },
  layout: { type: 'string', enum: HEALTH_QUESTION_LAYOUTS },
}, { help: { type: 'string', maxLength: 500 }, ...contentLangProperty });

/**
 * data.result (the spec's `codition_questions`) and data.validator. result.fields (ours, additive,
 * present only when a scope's published health definition changes a field: schemas/forms/healthForm.ts):
 * the definitions of the form's leaves as resolved for the enrollment (label, help, required; a
 * hidden leaf absent), which the adapters build the form with. result.messages (ours, additive,
 * only when the enrollment's scopes override catalog messages for health): as get-form-fields-*'s
 * data.messages, the texts its errors show. result.max_items (ours, additive, only when a scope's
 * health definition sets `tab.maxItems`): the most medication rows, instead of the rule table's.
 */
export const healthQuestionsData = answer({
  result: {
    type: 'object', required: ['codition_questions', 'medication_question'], additionalProperties: false,
    properties: {
      codition_questions: { type: 'array', items: healthQuestionSchema },
      medication_question: { anyOf: [healthQuestionSchema, { type: 'null' }] },
      fields: { type: 'array', maxItems: 300, items: fieldDefinitionSchema },
      messages: formMessagesSchema,
      max_items: { type: 'integer', minimum: 1, maximum: MAX_LIST_LIMIT },
    },
  },
  validator: { type: 'string', pattern: '^[0-9a-f]{64}$' },
});

/** One condition entry: the detail fields of its layout (any of the catalog's detail names), as text. */
const conditionEntrySchema = {
  type: 'object', maxProperties: 20, additionalProperties: detailText, 'x-message': MESSAGES.text,
} as const;

/** One answered condition question. */
export const conditionAnswerSchema = {
  type: 'object',
  required: ['question_id'],
  additionalProperties: false,
  properties: {
    question_id: questionId,
    question_text: questionText,
    yes_no_flag: flag,
    conditions: { type: 'array', maxItems: 1, items: conditionEntrySchema, 'x-message': MESSAGES.tooManyItems },
  },
} as const;

/** One medication row (`id` when it was saved with one). */
const medicationRowSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-message': MESSAGES.text },
    medication: detailText,
    dosage: detailText,
    medical_condition: detailText,
  },
} as const;

/** The answered medication question. */
export const medicationAnswerSchema = {
  type: 'object',
  required: ['question_id'],
  additionalProperties: false,
  properties: {
    question_id: questionId,
    question_text: questionText,
    yes_no_flag: flag,
    // The wire's cap: the scope's own limit (at most this) is the form's (adapters/healthQuestions).
    medications: { type: 'array', maxItems: MAX_LIST_LIMIT, items: medicationRowSchema, 'x-message': MESSAGES.tooManyItems },
  },
} as const;

/** The health info's own properties: what save-primary-health-info carries and health_info stores. */
const healthInfoProperties = {
  condition_questions: { type: 'array', maxItems: MAX_HEALTH_QUESTIONS, items: conditionAnswerSchema, 'x-message': MESSAGES.formUnknown },
  medication_question: medicationAnswerSchema,
  notes: { type: 'string', maxLength: HEALTH_TEXT_MAX, 'x-message': MESSAGES.text },
} as const;

/** Health info as saved (the tab's column, an existing member's record, a dependent's health_info). */
export const healthInfoSchema = {
  type: 'object', required: ['condition_questions'], additionalProperties: false, properties: healthInfoProperties,
} as const;

/** data.result: the member's health info on file, or null (no member, or nothing on file). */
export const existingHealthData = answer({ result: { anyOf: [healthInfoSchema, { type: 'null' }] } });

/** POST save-primary-health-info {enrollment_id, condition_questions, medication_question, notes}. */
export const saveHealthBody = {
  type: 'object',
  required: ['enrollment_id', 'condition_questions'],
  additionalProperties: false,
  properties: { enrollment_id: enrollmentIdSchema, ...healthInfoProperties },
} as const;

/** data.saved_tab */
export const saveHealthData = answer({ saved_tab: { type: 'string', enum: ['health_info'] } });

/** The saved_tab and column of the tab's answers. */
export const HEALTH_COLUMN = 'health_info' as const satisfies TabColumn;

/**
 * save-enrollment's `data` for tab health_info (Save & Continue Later): the same wire shape as a
 * save (formats only are checked after it). Typed as an open schema: FromSchema would otherwise
 * follow this rule into save-enrollment's body type.
 */
export const healthDataRules: readonly Schema[] = [{
  if: { properties: { tab: { const: HEALTH_COLUMN } }, required: ['tab'] },
  then: { properties: { data: healthInfoSchema } },
}];

const read = <const D extends Parameters<typeof responses>[0]>(url: string, data: D) =>
  route({ method: 'GET', url, schema: { tags: ['health'], querystring: enrollmentQuery, response: responses(data) } });

export const HEALTH_ROUTES = {
  questions: read('/get-health-questions-primary-health-info', healthQuestionsData),
  existing: read('/get-existing-primary-health-info', existingHealthData),
  save: route({ method: 'POST', url: '/save-primary-health-info', schema: { tags: ['health'], body: saveHealthBody, response: responses(saveHealthData) } }),
} as const;
