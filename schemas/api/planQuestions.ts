/**
 * Questions and eligibility (storefront.md sections 3, 5, 7 "Questions and eligibility", 8;
 * issue 8 point 5): a plan's health questions and their answers (a decline answers errorCode
 * 'decline' with data.error_message, an accepted set data.success_message and marks the plan
 * answered for pricing), the supplemental carrier questions (get-aflac-questions answers 204 when
 * the plan has none), the plan checks the detail page asks (premier carrier and dependent info,
 * disability income and hours, answers already given) and the dependent info asked before
 * pricing. Every route is bound to the session's enrollment like the others (401/403/409).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES } from '../messages';
import { answer, answerWith, contentLangProperty, enrollmentIdSchema, errorEnvelopeSchema, responses, successEnvelope } from './common';
import { route } from './route';

const TAGS = ['questions'] as const;
const planId = { type: 'integer', minimum: 1, maximum: 999999999, 'x-message': MESSAGES.pricingPlanUnknown } as const;
/** plan_id in a query string (query strings are not coerced). */
const planIdText = { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.pricingPlanUnknown } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength, 'x-message': MESSAGES.tooLong } as const);

/** ?enrollment_id=&plan_id= */
export const planQuestionQuery = {
  type: 'object', required: ['enrollment_id', 'plan_id'],
  properties: { enrollment_id: enrollmentIdSchema, plan_id: planIdText, type: { type: 'string', enum: ['save'], 'x-message': MESSAGES.choice } },
} as const;

export const questionOptionSchema = answer({ option_id: { type: 'integer' }, option_text: { type: 'string' }, option_group: { type: 'string' } });

/**
 * A health question as get-questions answers it (section 3 "Health question"); content_lang (ours,
 * issue 18): the language of its text and its options' texts (the caller's when the store has them).
 */
export const healthQuestionSchema = answerWith({
  question_id: { type: 'integer' }, question_text: { type: 'string' },
  question_sub_type: { type: 'string', enum: ['text_field', 'checkbox', 'detail'] },
  require_detail: { type: 'boolean' }, options: { type: 'array', items: questionOptionSchema },
}, contentLangProperty);

/**
 * The plan's own decline and success texts (ours, issue 18), in the caller's language when the
 * store has them, with their content_lang: what save-question-answers says of the answers, which a
 * page that showed one says again in the language a switch chose.
 */
export const planTextsSchema = answerWith({ error_message: { type: 'string' }, success_message: { type: 'string' } }, contentLangProperty);

/**
 * data.result: the plan's questions in order (empty when it asks none); data.validator (ours,
 * additive, as get-health-questions-*): the hash of their form's schema, whose precompiled
 * validator module the panel checks the answers with (adapters/planHealthQuestions);
 * data.plan_texts (ours, additive, when the plan has questions): planTextsSchema.
 */
export const questionsData = answerWith({
  result: { type: 'array', items: healthQuestionSchema }, validator: { type: 'string', pattern: '^[0-9a-f]{64}$' },
}, { plan_texts: planTextsSchema });

/** One detail entry of a Yes (section 3: two entries each of these five). */
export const detailEntrySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    dot_from: text(10), dot_to: text(10), reason_for_condition: text(500), degree_of_recovery: text(500), physician_name_address: text(500),
  },
} as const;

/** One answer (section 3 "Answer"): yes/no, who it concerns (text_field), the chosen options (checkbox), the detail entries. */
export const healthAnswerSchema = {
  type: 'object', required: ['question_id'], additionalProperties: false,
  properties: {
    question_id: { type: 'integer', minimum: 1, maximum: 999999999, 'x-message': MESSAGES.choice },
    yes_no_flag: { type: ['integer', 'null'], enum: [0, 1, null], 'x-message': MESSAGES.answerAllQuestions },
    who: text(200),
    checkbox_answers: { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 1, maximum: 999999999 }, 'x-message': MESSAGES.choice },
    detail: { type: 'array', maxItems: 2, items: detailEntrySchema },
  },
} as const;

export const saveAnswersBody = {
  type: 'object', required: ['enrollment_id', 'plan_id', 'answers'], additionalProperties: false,
  properties: { enrollment_id: enrollmentIdSchema, plan_id: planId, answers: { type: 'array', maxItems: 100, items: healthAnswerSchema } },
} as const;

/** The plan's own success and decline texts, in the caller's language when the store has them (content_lang, issue 18). */
const saveAnswersAccepted = successEnvelope(answerWith({ success_message: { type: 'string' } }, contentLangProperty));
/** A decline is an answer, not a failed request: the answers are kept and the plan stays unpriced. */
const saveAnswersDeclined = {
  type: 'object', required: ['status', 'data'], additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['success'] }, errorCode: { type: 'string', enum: ['decline'] },
    data: answerWith({ error_message: { type: 'string' } }, contentLangProperty),
  },
} as const;

/** A supplemental carrier question; true_condition 1: the answer must be Yes (0: Yes or No). */
export const carrierQuestionSchema = answerWith(
  { qid: { type: 'integer' }, question: { type: 'string' }, true_condition: { type: 'integer', enum: [0, 1] } }, contentLangProperty,
);

/** data.result: the plan's carrier questions (the route answers 204 when it has none); data.validator (ours, additive): their form's schema hash. */
export const carrierQuestionsData = answer({
  result: { type: 'array', items: carrierQuestionSchema }, validator: { type: 'string', pattern: '^[0-9a-f]{64}$' },
});

/** aflac_data: one answer per question, true_condition 1 Yes, 0 No (null: not answered). */
export const saveCarrierBody = {
  type: 'object', required: ['enrollment_id', 'plan_id', 'aflac_data'], additionalProperties: false,
  properties: {
    enrollment_id: enrollmentIdSchema, plan_id: planId,
    aflac_data: {
      type: 'array', maxItems: 50,
      items: {
        type: 'object', required: ['qid'], additionalProperties: false,
        properties: {
          qid: { type: 'integer', minimum: 1, maximum: 999999999, 'x-message': MESSAGES.choice },
          true_condition: { type: ['integer', 'null'], enum: [0, 1, null], 'x-message': MESSAGES.carrierAnswerYesNo },
        },
      },
    },
  },
} as const;

/** check-prudential-plan: a premier-carrier plan (status), and whether dependent info is still needed before pricing (depdob). */
export const prudentialPlanData = answer({ status: { type: 'boolean' }, depdob: { type: 'boolean' } });
/** check-disability-plan: the plan asks annual income and working hours (status), and whether the quote holds both (complete). */
export const disabilityPlanData = answer({ status: { type: 'boolean' }, complete: { type: 'boolean' } });
/** check-already-answered: every question set the plan asks is answered and accepted for this enrollment. */
export const alreadyAnsweredData = answer({ status: { type: 'boolean' } });

/** store-temp-dependent-info: the spouse's DOB (IS/IF) and the number of children (IC/IF). */
export const storeDependentBody = {
  type: 'object', required: ['enrollment_id', 'plan_id'], additionalProperties: false,
  properties: {
    enrollment_id: enrollmentIdSchema, plan_id: planId,
    dep_dob: { type: ['string', 'null'], maxLength: 10, 'x-message': MESSAGES.date },
    no_of_children: { type: ['integer', 'string', 'null'], maxLength: 2, 'x-message': MESSAGES.choice },
  },
} as const;

/** What the quote holds of the dependents (null: not given). */
export const dependentInfoData = answer({ spouse_dob: { type: ['string', 'null'] }, no_of_children: { type: ['integer', 'null'] } });

const enrollmentOnly = { type: 'object', required: ['enrollment_id'], properties: { enrollment_id: enrollmentIdSchema } } as const;
const check = <const U extends string, const D extends Parameters<typeof responses>[0]>(url: U, data: D) =>
  route({ method: 'GET', url, schema: { tags: TAGS, querystring: planQuestionQuery, response: responses(data) } });

export const PLAN_QUESTION_ROUTES = {
  questions: check('/get-questions', questionsData),
  saveAnswers: route({
    method: 'POST', url: '/save-question-answers',
    schema: { tags: TAGS, body: saveAnswersBody, response: { 200: { anyOf: [saveAnswersAccepted, saveAnswersDeclined] }, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } },
  }),
  carrierQuestions: route({
    method: 'GET', url: '/get-aflac-questions',
    schema: { tags: TAGS, querystring: planQuestionQuery, response: { ...responses(carrierQuestionsData), 204: { type: 'null', description: 'The plan asks no carrier questions' } } },
  }),
  saveCarrier: route({ method: 'POST', url: '/save-aflac-questions', schema: { tags: TAGS, body: saveCarrierBody, response: responses(answer({ success_message: { type: 'string' } })) } }),
  prudentialPlan: check('/check-prudential-plan', prudentialPlanData),
  disabilityPlan: check('/check-disability-plan', disabilityPlanData),
  alreadyAnswered: check('/check-already-answered', alreadyAnsweredData),
  storeDependent: route({ method: 'POST', url: '/store-temp-dependent-info', schema: { tags: TAGS, body: storeDependentBody, response: responses(dependentInfoData) } }),
  dependentInfo: route({ method: 'GET', url: '/get-temp-dependent-info', schema: { tags: TAGS, querystring: enrollmentOnly, response: responses(dependentInfoData) } }),
} as const;

export type HealthQuestion = FromSchema<typeof healthQuestionSchema>;
export type HealthAnswer = FromSchema<typeof healthAnswerSchema>;
export type DetailEntry = FromSchema<typeof detailEntrySchema>;
export type CarrierQuestion = FromSchema<typeof carrierQuestionSchema>;
export type CarrierAnswer = FromSchema<typeof saveCarrierBody>['aflac_data'][number];
export type DependentInfo = FromSchema<typeof dependentInfoData>;
