/** POST validate-single-beneficiary {enrollment_id, ...beneficiary}: one beneficiary checked by the server (422 at its fields). */
import type { ValidateBeneficiaryBody } from '../../schemas/api/beneficiaries';
import type { EmptyData } from '../../schemas/api/types';
import { apiPost } from './client';

/** Resolves when the server accepts the beneficiary; rejects with ApiFieldErrors at its fields. */
export function validateSingleBeneficiary(body: ValidateBeneficiaryBody): Promise<EmptyData> {
  return apiPost<EmptyData>('validate-single-beneficiary', body);
}
