/** GET get-form-fields-dependent-primary-info?enrollment_id: the dependent form's definitions, validator and disclaimer; the saved list, tier and premier flag. */
import type { DependentFieldsData } from '../../schemas/api/dependents';
import { apiGet } from './client';

/** The item form and the saved dependents of an enrollment (SSNs masked; a mask sent back unchanged keeps the SSN on file). */
export function getDependentFormFields(enrollmentId: string): Promise<DependentFieldsData> {
  return apiGet<DependentFieldsData>('get-form-fields-dependent-primary-info', { enrollment_id: enrollmentId });
}
