import type { FromSchema } from 'json-schema-to-ts';
import type { effectiveDatesData } from '../../schemas/api/cart';
import { enrollmentEndpoint } from './query';

/** get-cart-effective-dates' data: the dates the visitor may choose (MM/DD/YYYY). */
export type EffectiveDatesData = FromSchema<typeof effectiveDatesData>;

/** GET get-cart-effective-dates?enrollment_id. */
export const cartEffectiveDates = enrollmentEndpoint<EffectiveDatesData>('get-cart-effective-dates');
export const getCartEffectiveDates = cartEffectiveDates.fetch;
