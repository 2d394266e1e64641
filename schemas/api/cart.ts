/**
 * Schemas and routes of the cart: as the wizard reads it (get-plan-cart, get-more-requirement,
 * check-prudential-cart) and as the storefront shows it and checks it out (get-cart-count,
 * get-cart-amount for the header's cart link; remove-plan-from-cart, get-cart-effective-dates,
 * cart-checkout; the applicant's upsells get-suggested-plan-list and get-suggested-plan-list-new).
 */
import { MESSAGES } from '../messages';
import { answer, answerWith, carrierProperty, contentLangProperty, enrollmentIdSchema, enrollmentQuery, responses, type ApiSchema } from './common';
import { route } from './route';

/** An amount of money as the API writes it: dollars with two decimals ('412.50'). */
export const moneySchema = { type: 'string', pattern: '^[0-9]+\\.[0-9]{2}$' } as const;

/** A plan or pricing id in a query string: digits (query strings are not coerced). */
const queryIdSchema = { type: 'string', pattern: '^[1-9][0-9]{0,8}$', 'x-message': MESSAGES.cartPlanNotInCart } as const;

/**
 * One line of the cart (storefront.md section 3 "Cart line"): the plan, the price row it was added
 * at (plan_pricing_id), its logo (a URL, '' when none) and carrier, the monthly price, whether the
 * visitor may remove it (the wellness membership stays while a plan sold with it is in the cart)
 * and its plan_type ('MM' premier, 'membership', 'standard').
 */
export const cartLineSchema = answerWith({
  plan_id: { type: 'integer' }, plan_pricing_id: { type: 'integer' }, plan_name: { type: 'string' }, plan_logo: { type: 'string' },
  price: moneySchema, removable: { type: 'boolean' }, plan_type: { type: 'string' },
}, carrierProperty);

/** data: the cart's lines and what the first month (with one-time fees) and every month cost. */
export const planCartData = answer({
  result: { type: 'array', items: cartLineSchema },
  initial_month_cost: moneySchema,
  recurring_month_cost: moneySchema,
});

/** A rider offered beside the cart (issue 8 point 6): sold only with its parent plan, priced for the visitor now. */
export const cartRiderSchema = answer({
  plan_id: { type: 'integer' }, plan_pricing_id: { type: 'integer' }, plan_name: { type: 'string' }, plan_logo: { type: 'string' },
  price: moneySchema, parent_plan_id: { type: 'integer' },
});

/** get-plan-cart's data: the cart and the riders of its plans not in it yet (remove-plan-from-cart answers the cart alone). */
export const planCartWithRidersData = answer({ ...planCartData.properties, riders: { type: 'array', items: cartRiderSchema } });

/** remove-plan-from-cart's query: the line to remove, named by plan and pricing id. */
export const removePlanQuery = {
  type: 'object', required: ['enrollment_id', 'plan_id', 'plan_pricing_id'], additionalProperties: false,
  properties: { enrollment_id: enrollmentIdSchema, plan_id: queryIdSchema, plan_pricing_id: queryIdSchema },
} as const;

/** data.result: the effective dates the visitor may choose (MM/DD/YYYY, earliest first). */
export const effectiveDatesData = answer({ result: { type: 'array', items: { type: 'string', pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' } } });

/** Who fills in the wizard after checkout: the rep (Rep Enrollment) or the member (Member Enrollment, and every applicant). */
export const CHECKOUT_TYPES = ['rep', 'applicant'] as const;

/** cart-checkout's body. */
export const checkoutBody = {
  type: 'object', required: ['enrollment_id', 'effective_date', 'type'], additionalProperties: false,
  properties: {
    enrollment_id: enrollmentIdSchema,
    effective_date: { type: 'string', maxLength: 10, 'x-message': MESSAGES.cartEffectiveDateUnavailable, 'x-required-message': MESSAGES.cartChooseEffectiveDate },
    type: { type: 'string', enum: CHECKOUT_TYPES, 'x-message': MESSAGES.choice },
  },
} as const;

/** data: what the checkout recorded: the effective date and the process the wizard runs under. */
export const checkoutData = answer({ effective_date: { type: 'string' }, eprocess: { type: 'string', enum: ['rep', 'group', 'applicant'] } });

/** The visitor's ids the storefront sends with the upsell calls (the server reads the enrollment's own). */
const visitorIds = {
  group_id: { type: 'string', maxLength: 12 }, agent_id: { type: 'string', maxLength: 12 }, portal_id: { type: 'string', maxLength: 12 },
  eprocess: { type: 'string', maxLength: 20 }, open_type: { type: 'string', maxLength: 20 },
} as const;

/** get-suggested-plan-list's query. */
export const suggestedQuery = { type: 'object', required: ['enrollment_id'], properties: { enrollment_id: enrollmentIdSchema, ...visitorIds } } as const;

/** get-suggested-plan-list-new's query: the suggested plan whose popup to show. */
export const suggestedNewQuery = {
  type: 'object', required: ['enrollment_id', 'plan_id'], properties: { enrollment_id: enrollmentIdSchema, plan_id: { ...queryIdSchema, 'x-message': MESSAGES.cartNoOffer }, ...visitorIds },
} as const;

/** A suggested plan (storefront.md section 3): priced for the visitor now. */
export const suggestedPlanSchema = answer({
  plan_id: { type: 'integer' }, plan_pricing_id: { type: 'integer' }, plan_name: { type: 'string' }, price: moneySchema, plan_logo: { type: 'string' },
});

/** data.result: the upsells an applicant is offered, in order (none for reps and groups). */
export const suggestedPlansData = answer({ result: { type: 'array', items: suggestedPlanSchema } });

/**
 * data.result: an upsell popup (storefront.md section 3 "Upsell popup info"). plan_id / ppid is the
 * plan offered; plan_id_1 / plan_pricing_id_1 the plan sold with it in a bundle (null when none, or
 * when the cart holds it already); plan_price what Add To Cart adds a month; pop_up_display whether
 * the popup shows (false once the cart holds the plan or it no longer prices for the visitor).
 */
export const upsellPopupData = answer({
  result: answerWith({
    plan_category: { type: 'string' }, pop_up_display: { type: 'boolean' }, pop_up_title: { type: 'string' }, pop_up_header: { type: 'string' },
    pop_up_link: { type: 'string' }, pop_up_link_description: { type: 'string' }, plan_price: moneySchema,
    plan_id: { type: 'integer' }, ppid: { type: ['integer', 'null'] }, plan_id_1: { type: ['integer', 'null'] }, plan_pricing_id_1: { type: ['integer', 'null'] },
  }, contentLangProperty),
});

/** data.result: how many plans the cart holds (the header's count). */
export const cartCountData = answer({ result: { type: 'integer', minimum: 0 } });

/** data.result: what the cart's plans cost every month (the header's amount; one-time fees are the first month's, see get-plan-cart). */
export const cartAmountData = answer({ result: moneySchema });

/** data.result: whether the cart holds the premier plan (plan_type MM), or whether plan_id is that plan. */
export const moreRequirementData = answer({ result: { type: 'boolean' } });

/** get-more-requirement: enrollment_id (a premier plan in its cart?) or plan_id (is it the premier plan?); one of them. */
export const moreRequirementQuery = {
  type: 'object', properties: { enrollment_id: enrollmentIdSchema, plan_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.pricingPlanUnknown } },
} as const;

/** data.status: whether the cart holds a plan of the premier carrier. */
export const prudentialCartData = answer({ status: { type: 'boolean' } });

const read = <const D extends Parameters<typeof responses>[0]>(url: string, data: D) =>
  route({ method: 'GET', url, schema: { tags: ['cart'], querystring: enrollmentQuery, response: responses(data) } });

const get = <const Q extends ApiSchema, const D extends Parameters<typeof responses>[0]>(url: string, querystring: Q, data: D) =>
  route({ method: 'GET', url, schema: { tags: ['cart'], querystring, response: responses(data) } });

export const CART_ROUTES = {
  planCart: read('/get-plan-cart', planCartWithRidersData),
  moreRequirement: route({ method: 'GET', url: '/get-more-requirement', schema: { tags: ['cart'], querystring: moreRequirementQuery, response: responses(moreRequirementData) } }),
  prudentialCart: read('/check-prudential-cart', prudentialCartData),
  cartCount: read('/get-cart-count', cartCountData),
  cartAmount: read('/get-cart-amount', cartAmountData),
  removePlan: get('/remove-plan-from-cart', removePlanQuery, planCartData),
  effectiveDates: read('/get-cart-effective-dates', effectiveDatesData),
  checkout: route({ method: 'POST', url: '/cart-checkout', schema: { tags: ['cart'], body: checkoutBody, response: responses(checkoutData) } }),
  suggestedPlans: get('/get-suggested-plan-list', suggestedQuery, suggestedPlansData),
  upsellPopup: get('/get-suggested-plan-list-new', suggestedNewQuery, upsellPopupData),
} as const;
