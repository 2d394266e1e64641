/** POST save-beneficiary-info {enrollment_id, beneficiaries}: the whole list (Next). */
import type { SaveBeneficiariesBody } from '../../schemas/api/beneficiaries';
import type { SaveTabData } from '../../schemas/api/types';
import { apiPost } from './client';

/** Saves the list; rejects with ApiFieldErrors (beneficiaries.N.field, or the list's rule at beneficiaries). */
export function saveBeneficiaryInfo(body: SaveBeneficiariesBody): Promise<SaveTabData> {
  return apiPost<SaveTabData>('save-beneficiary-info', body);
}
