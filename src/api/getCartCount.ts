import type { FromSchema } from 'json-schema-to-ts';
import type { cartCountData } from '../../schemas/api/cart';
import { enrollmentEndpoint } from './query';

/** get-cart-count's data: data.result, how many plans the cart holds. */
export type CartCountData = FromSchema<typeof cartCountData>;

/** GET get-cart-count?enrollment_id: the header's cart count. */
export const cartCount = enrollmentEndpoint<CartCountData>('get-cart-count');
export const getCartCount = cartCount.fetch;
