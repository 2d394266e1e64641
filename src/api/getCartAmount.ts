import type { FromSchema } from 'json-schema-to-ts';
import type { cartAmountData } from '../../schemas/api/cart';
import { enrollmentEndpoint } from './query';

/** get-cart-amount's data: data.result, what the cart's plans cost every month ('450.70'). */
export type CartAmountData = FromSchema<typeof cartAmountData>;

/** GET get-cart-amount?enrollment_id: the header's cart amount. */
export const cartAmount = enrollmentEndpoint<CartAmountData>('get-cart-amount');
export const getCartAmount = cartAmount.fetch;
