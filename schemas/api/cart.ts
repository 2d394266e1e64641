/**
 * Schemas and routes of the cart: as the wizard reads it (get-plan-cart, get-more-requirement,
 * check-prudential-cart) and as the storefront shows it (get-cart-count, get-cart-amount for the
 * header's cart link).
 */
import { answer, enrollmentQuery, responses } from './common';
import { route } from './route';

/** An amount of money as the API writes it: dollars with two decimals ('412.50'). */
export const moneySchema = { type: 'string', pattern: '^[0-9]+\\.[0-9]{2}$' } as const;

/** data: the cart's lines (plan and monthly price) and what the first month and every month cost. */
export const planCartData = answer({
  result: { type: 'array', items: answer({ plan_id: { type: 'integer' }, plan_name: { type: 'string' }, price: moneySchema }) },
  initial_month_cost: moneySchema,
  recurring_month_cost: moneySchema,
});

/** data.result: how many plans the cart holds (the header's count). */
export const cartCountData = answer({ result: { type: 'integer', minimum: 0 } });

/** data.result: what the cart's plans cost every month (the header's amount; one-time fees are the first month's, see get-plan-cart). */
export const cartAmountData = answer({ result: moneySchema });

/** data.result: whether the cart holds the premier plan (plan_type MM). */
export const moreRequirementData = answer({ result: { type: 'boolean' } });

/** data.status: whether the cart holds a plan of the premier carrier. */
export const prudentialCartData = answer({ status: { type: 'boolean' } });

const read = <const D extends Parameters<typeof responses>[0]>(url: string, data: D) =>
  route({ method: 'GET', url, schema: { tags: ['cart'], querystring: enrollmentQuery, response: responses(data) } });

export const CART_ROUTES = {
  planCart: read('/get-plan-cart', planCartData),
  moreRequirement: read('/get-more-requirement', moreRequirementData),
  prudentialCart: read('/check-prudential-cart', prudentialCartData),
  cartCount: read('/get-cart-count', cartCountData),
  cartAmount: read('/get-cart-amount', cartAmountData),
} as const;
