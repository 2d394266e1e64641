import type { FromSchema } from 'json-schema-to-ts';
import type { cartRiderSchema, planCartData } from '../../schemas/api/cart';
import { enrollmentEndpoint } from './query';

/** get-plan-cart's data: the cart's plans (plan_name, price) and the first month's and recurring monthly cost. */
export type PlanCartData = FromSchema<typeof planCartData>;

/** GET get-plan-cart?enrollment_id: the enrollment's cart as the review's side panel shows it. */
export const planCart = enrollmentEndpoint<PlanCartData>('get-plan-cart');
export const getPlanCart = planCart.fetch;

/** A rider get-plan-cart offers beside the cart (issue 8 point 6): its parent is in the cart, it is priced for the visitor now. */
export type CartRider = FromSchema<typeof cartRiderSchema>;

/** get-plan-cart's data as the cart page reads it: the cart and the riders offered (absent in answers recorded before riders). */
export type CartPageData = PlanCartData & { riders?: CartRider[] };

/** GET get-plan-cart?enrollment_id for the cart page: the cart with its riders. */
export const getCartWithRiders = enrollmentEndpoint<CartPageData>('get-plan-cart').fetch;
