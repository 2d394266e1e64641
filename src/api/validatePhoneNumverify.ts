import type { ValidatorData } from '../../schemas/api/types';
import { apiGet } from './client';

/** GET validate-phone-numverify?phone: external phone check (422 field error on `phone` when invalid). */
export function validatePhoneNumverify(phone: string): Promise<ValidatorData> {
  return apiGet<ValidatorData>('validate-phone-numverify', { phone });
}
