/** GET get-beneficiaries-existing-user-enrollment?enrollment_id: the member's beneficiaries on file (each with `dob`). */
import type { ExistingBeneficiariesData } from '../../schemas/api/beneficiaries';
import { apiGet } from './client';

/** The beneficiaries of the member's earlier enrollment ([] for an enrollment of no member). */
export function getExistingBeneficiaries(enrollmentId: string): Promise<ExistingBeneficiariesData> {
  return apiGet<ExistingBeneficiariesData>('get-beneficiaries-existing-user-enrollment', { enrollment_id: enrollmentId });
}
