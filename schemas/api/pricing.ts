/**
 * GET /get-plan-pricing-detail (storefront.md section 7, issue 8 point 2): a plan's monthly
 * price for the visitor of a bound temporary enrollment. The 200 answer is one of three:
 * - priced:    {status:'success', statusCode:200, data:{plans:[...]}} (one line per price row that applies);
 * - changePid: {status:'success', statusCode:'changePid', data:{pid}} (the client reloads pricing with pid);
 * - refused:   {status:'error', errorCode, message, data:[{target_element:'general', error_message:message}]}
 *   (a pricing error code of section 8; `data` repeats the message as the usual FieldError list
 *   so the generic client shows it even without knowing the code; its target_element is
 *   PRICING_DEPENDENTS_TARGET when the dependents fix it, else 'general').
 * Bad input answers 422, no session 401, someone else's or an unknown enrollment 403.
 *
 * GET /get-plan-pricing-detail-elevate (section 7, the fromSite elevate host): every plan the
 * bound enrollment's visitor may buy (the listing's plans for its group, in the listing's category
 * order) priced for its quote with the same priceOf, {status:'success', data:{plans:[...]}} with
 * get-plan-pricing-detail's line shape. A plan that answers a pricing error code (or changePid) is
 * left out. Guards as above (422 / 401 / 403).
 */
import { MESSAGES } from '../messages';
import { TIER_CODES } from '../plans';
import { enrollmentIdSchema, enrollmentQuery, errorEnvelopeSchema, fieldErrorSchema, responses } from './common';
import { moneySchema } from './cart';
import { formFieldsData } from './forms';
import { route } from './route';
import { PRICING_FORM_NAMES } from '../catalog/storefront/pricingForms';

/** ?pid=&enrollment_id= (pid a plan id in digits: query strings are not coerced). */
export const pricingQuery = {
  type: 'object', required: ['pid', 'enrollment_id'],
  properties: { pid: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.pricingPlanUnknown }, enrollment_id: enrollmentIdSchema },
} as const;

/** One priced line: the plan, the price row's id (the cart's plan_pricing_id), the monthly price and the tier in words. */
export const pricedPlanSchema = {
  type: 'object', additionalProperties: false, required: ['plan_id', 'plan_pricing_id', 'plan_name', 'plan_type', 'price', 'tier', 'tier_text'],
  properties: {
    plan_id: { type: 'integer' }, plan_pricing_id: { type: 'integer' }, plan_name: { type: 'string' }, plan_type: { type: 'string' },
    price: moneySchema, tier: { type: 'string', enum: TIER_CODES },
    /** 'Member + 1 Child' for IC when a premier (MM) plan is priced or in the cart. */
    tier_text: { type: 'string' },
  },
} as const;

/** The pricing error codes a refused answer carries (changePid is a success with a pid). */
export const PRICING_REFUSAL_CODES = [
  'enrollmentIdError', 'salaryError', 'hourError', 'stateError', 'tierError', 'ageError', 'metError', 'smokerError',
  'planAgeError', 'portalError', 'newQuestionsError',
] as const;

/**
 * The target_element of a refusal the visitor fixes by giving the dependents (the plan's
 * enrollmentIdError until the spouse's DOB or the number of children is given): the same code
 * also answers a quote without date of birth or tier, so the target tells the two apart.
 * Every other refusal targets 'general'.
 */
export const PRICING_DEPENDENTS_TARGET = 'dependents';

const pricedAnswer = {
  type: 'object', additionalProperties: false, required: ['status', 'statusCode', 'data'],
  properties: {
    status: { type: 'string', enum: ['success'] }, statusCode: { type: 'integer', enum: [200] },
    data: { type: 'object', additionalProperties: false, required: ['plans'], properties: { plans: { type: 'array', items: pricedPlanSchema } } },
  },
} as const;

const changePidAnswer = {
  type: 'object', additionalProperties: false, required: ['status', 'statusCode', 'data'],
  properties: {
    status: { type: 'string', enum: ['success'] }, statusCode: { type: 'string', enum: ['changePid'] },
    data: { type: 'object', additionalProperties: false, required: ['pid'], properties: { pid: { type: 'integer' } } },
  },
} as const;

const refusedAnswer = {
  type: 'object', additionalProperties: false, required: ['status', 'errorCode', 'message', 'data'],
  properties: {
    status: { type: 'string', enum: ['error'] }, errorCode: { type: 'string', enum: PRICING_REFUSAL_CODES }, message: { type: 'string' },
    data: { type: 'array', items: fieldErrorSchema },
  },
} as const;

/** data.plans of the elevate pricing: every plan the visitor may buy, priced; refused plans are absent. */
const elevateData = {
  type: 'object', additionalProperties: false, required: ['plans'],
  properties: {
    plans: {
      type: 'array', items: pricedPlanSchema,
      description: 'One line per price row that applies, for every plan the visitor may buy, in the listing\'s category order. '
        + 'A plan that answers a pricing error code (or changePid) is left out.',
    },
  },
} as const;

/** get-form-fields-pricing/{form}: which pricing dialog's form (schemas/catalog/storefront/pricingForms.ts). */
export const pricingFormParams = {
  type: 'object', required: ['form'], properties: { form: { type: 'string', enum: [...PRICING_FORM_NAMES], 'x-message': MESSAGES.formUnknown } },
} as const;

/** ?tier=: the quote's tier, which the dependent info's fields follow. */
export const pricingFormQuery = { type: 'object', additionalProperties: false, properties: { tier: { type: 'string', enum: [...TIER_CODES], 'x-message': MESSAGES.chooseTier } } } as const;

export const PRICING_ROUTES = {
  pricingFormFields: route({
    method: 'GET', url: '/get-form-fields-pricing/:form',
    schema: { tags: ['pricing'], params: pricingFormParams, querystring: pricingFormQuery, response: responses(formFieldsData) },
  }),
  planPricing: route({
    method: 'GET', url: '/get-plan-pricing-detail',
    schema: {
      tags: ['pricing'], querystring: pricingQuery,
      response: { 200: { anyOf: [pricedAnswer, changePidAnswer, refusedAnswer] }, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
  }),
  elevatePricing: route({
    method: 'GET', url: '/get-plan-pricing-detail-elevate',
    schema: { tags: ['pricing'], querystring: enrollmentQuery, response: responses(elevateData) },
  }),
} as const;
