/** Schemas and routes of the cart as the wizard reads it: get-plan-cart, get-more-requirement, check-prudential-cart. */
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
} as const;
