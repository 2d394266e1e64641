/**
 * Plan detail and add to cart (storefront.md sections 2 "Plan detail", 4 "Add to cart", 7, 8;
 * issue 8 point 5): get-plan-detail/{id} (a plan and its texts), get-plan-detail (the wellness
 * membership's content), get-related-plans (suggested products), check-already-in-cart,
 * add-plan-to-cart and add-plan-to-cart-prudentials (a premier carrier's plan, with the membership
 * when it is sold with it; after the premier-carrier check, machines/storefront/premierCheck.ts).
 * An add is priced again on the server: the plan_pricing_id must be one of the plan's prices for
 * this visitor now. A refused add answers 200 {status:'error', errorCode, message, data} like a
 * pricing refusal: 'blackout' (server text, shown in red) or 'alreadyActive' (the member holds
 * the plan: a modal with the text and OK). Bad input 422, no session 401, another's 403.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES } from '../messages';
import { carrierHashSchema } from './carrierStatus';
import { answer, answerWith, contentLangProperty, enrollmentIdSchema, errorEnvelopeSchema, fieldErrorSchema, responses } from './common';
import { moneySchema } from './cart';
import { route } from './route';

const TAGS = ['planDetail'] as const;
const planId = { type: 'integer', minimum: 1, maximum: 999999999, 'x-message': MESSAGES.pricingPlanUnknown } as const;
const pricingId = { type: 'integer', minimum: 1, maximum: 999999999, 'x-message': MESSAGES.planPriceChanged } as const;
const digits = { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.pricingPlanUnknown } as const;

/** A plan as the storefront shows it (section 3 "Plan"); carrier_hash (the spec's `{hash}` carrier flag) only for a carrier with a status. */
export const planSummary = answerWith({
  plan_id: { type: 'integer' }, plan_name: { type: 'string' }, plan_type: { type: 'string' }, plan_category: { type: 'string' },
  category_name: { type: 'string' }, plan_logo: { type: 'string' }, plan_short_text: { type: 'string' }, carrier: { type: 'string' },
  /** The plan is sold only with the association (wellness) membership in the cart (add-plan-to-cart-prudentials). */
  requires_membership: { type: 'boolean' },
  /** A plan of the premier carrier (its questions come first). */
  is_prudential_plan: { type: 'boolean' },
  /** The administrative fee its price includes, in percent (the premier 3% notice). */
  admin_fee_percent: { type: 'number' },
}, {
  /** The carrier's status key (GET /{hash}, schemas/api/carrierStatus.ts); absent for a carrier without a status. */
  carrier_hash: carrierHashSchema,
  ...contentLangProperty,
});

/** The plan's texts (section 3 "Plan detail"): '' when the plan has none. */
export const planDesc = answerWith({
  header_text: { type: 'string' }, body_text: { type: 'string' }, blueBarText: { type: 'string' }, association_text: { type: 'string' },
  exclusions_text_name: { type: 'string' }, exclusions_text: { type: 'string' }, example_text_name: { type: 'string' },
  example_text: { type: 'string' }, faq_text_name: { type: 'string' }, faq_text: { type: 'string' },
}, contentLangProperty);

export const planDetailData = answer({ plan: planSummary, plan_desc: planDesc });
export type PlanDetailData = FromSchema<typeof planDetailData>;
export type PlanSummary = FromSchema<typeof planSummary>;

export const planDetailParams = { type: 'object', required: ['id'], properties: { id: digits } } as const;

export const relatedPlansQuery = {
  type: 'object', required: ['enrollment_id', 'plan_id'], properties: { enrollment_id: enrollmentIdSchema, plan_id: digits },
} as const;
export const relatedPlansData = answer({ result: { type: 'array', items: planSummary } });

export const cartLineBody = {
  type: 'object', required: ['enrollment_id', 'plan_id', 'plan_pricing_id'], additionalProperties: false,
  properties: { enrollment_id: enrollmentIdSchema, plan_id: planId, plan_pricing_id: pricingId },
} as const;
export type CartLineBody = FromSchema<typeof cartLineBody>;

/** data.result: the plan is in the cart already (with any price). */
export const alreadyInCartData = answer({ result: { type: 'boolean' } });

/** A plan offered after an add (the accident-plan suggestion, plan 1801 in the demo), priced for this visitor. */
export const offeredPlan = answer({
  plan_id: { type: 'integer' }, plan_name: { type: 'string' }, plan_pricing_id: { type: 'integer' }, price: moneySchema,
});

/** An add that went through: how many plans the cart holds now and the plan to offer next (null: none). */
export const addedData = answer({
  cart_count: { type: 'integer' },
  suggested_plan: { anyOf: [offeredPlan, { type: 'null' }] },
});
export type AddedData = FromSchema<typeof addedData>;

/** The refusals of an add (section 8): blackout (server text in red) and already active (a modal with OK). */
export const ADD_REFUSAL_CODES = ['blackout', 'alreadyActive'] as const;
export type AddRefusalCode = (typeof ADD_REFUSAL_CODES)[number];

const addedAnswer = {
  type: 'object', additionalProperties: false, required: ['status', 'data'],
  properties: { status: { type: 'string', enum: ['success'] }, data: addedData },
} as const;

const refusedAnswer = {
  type: 'object', additionalProperties: false, required: ['status', 'errorCode', 'message', 'data'],
  properties: {
    status: { type: 'string', enum: ['error'] }, errorCode: { type: 'string', enum: ADD_REFUSAL_CODES }, message: { type: 'string' },
    data: { type: 'array', items: fieldErrorSchema },
    /** The language of a blackout's message, the store's content (our extension). */
    ...contentLangProperty,
  },
} as const;

const addResponses = { 200: { anyOf: [addedAnswer, refusedAnswer] }, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

/**
 * The premier add: plan_id1/plan_pricing_id1 the premier carrier's plan, plan_id/plan_pricing_id
 * the membership when the plan is sold with it (omitted for an existing member, who holds it
 * already, and for a plan sold without it).
 */
export const premierAddBody = {
  type: 'object', required: ['enrollment_id', 'plan_id1', 'plan_pricing_id1'], additionalProperties: false,
  properties: {
    enrollment_id: enrollmentIdSchema, plan_id1: planId, plan_pricing_id1: pricingId,
    plan_id: { ...planId, 'x-message': MESSAGES.membershipRequired }, plan_pricing_id: pricingId,
  },
} as const;
export type PremierAddBody = FromSchema<typeof premierAddBody>;

export const PLAN_DETAIL_ROUTES = {
  planDetail: route({
    method: 'GET', url: '/get-plan-detail/:id', schema: { tags: TAGS, params: planDetailParams, response: responses(planDetailData) },
  }),
  membershipDetail: route({ method: 'GET', url: '/get-plan-detail', schema: { tags: TAGS, response: responses(planDetailData) } }),
  relatedPlans: route({
    method: 'GET', url: '/get-related-plans', schema: { tags: TAGS, querystring: relatedPlansQuery, response: responses(relatedPlansData) },
  }),
  alreadyInCart: route({
    method: 'POST', url: '/check-already-in-cart', schema: { tags: TAGS, body: cartLineBody, response: responses(alreadyInCartData) },
  }),
  addToCart: route({ method: 'POST', url: '/add-plan-to-cart', schema: { tags: TAGS, body: cartLineBody, response: addResponses } }),
  addPremierToCart: route({
    method: 'POST', url: '/add-plan-to-cart-prudentials', schema: { tags: TAGS, body: premierAddBody, response: addResponses },
  }),
} as const;
