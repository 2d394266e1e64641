/** A referral link's rep, group and portal (storefront.md 7; 204: unknown referral). */
import type { FromSchema } from 'json-schema-to-ts';
import type { referralData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type ReferralData = FromSchema<typeof referralData>;

/** GET get-enrollment-info-referral?referral_id: the data, or null when the server answers 204 (nothing matches). */
export function getReferral(referral_id: string): Promise<ReferralData | null> {
  return apiLookup<ReferralData>('get-enrollment-info-referral', { referral_id });
}
