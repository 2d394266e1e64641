import type { FromSchema } from 'json-schema-to-ts';
import type { planCartData } from '../../schemas/api/cart';
import { enrollmentEndpoint } from './query';

/** get-plan-cart's data: the cart's plans (plan_name, price) and the first month's and recurring monthly cost. */
export type PlanCartData = FromSchema<typeof planCartData>;

/** GET get-plan-cart?enrollment_id: the enrollment's cart as the review's side panel shows it. */
export const planCart = enrollmentEndpoint<PlanCartData>('get-plan-cart');
export const getPlanCart = planCart.fetch;
