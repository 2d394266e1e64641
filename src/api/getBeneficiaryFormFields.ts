/** GET get-form-fields-beneficiary-info?enrollment_id: the beneficiary form's definitions, its validator's hash and the saved beneficiaries. */
import type { BeneficiaryFieldsData } from '../../schemas/api/beneficiaries';
import { apiGet } from './client';

/** The item form and the saved list of an enrollment (SSNs masked; a mask sent back unchanged keeps the SSN on file). */
export function getBeneficiaryFormFields(enrollmentId: string): Promise<BeneficiaryFieldsData> {
  return apiGet<BeneficiaryFieldsData>('get-form-fields-beneficiary-info', { enrollment_id: enrollmentId });
}
