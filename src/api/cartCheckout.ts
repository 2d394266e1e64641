import type { FromSchema } from 'json-schema-to-ts';
import type { checkoutBody, checkoutData } from '../../schemas/api/cart';
import { apiPost } from './client';

export type CheckoutBody = FromSchema<typeof checkoutBody>;
export type CheckoutData = FromSchema<typeof checkoutData>;

/** POST cart-checkout {enrollment_id, effective_date, type}: records the checkout; answers the date and the process the wizard runs under. */
export function cartCheckout(body: CheckoutBody): Promise<CheckoutData> {
  return apiPost<CheckoutData>('cart-checkout', body);
}
