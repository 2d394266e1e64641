/** POST validate-single-dependent {enrollment_id, primary_info, health_info?}: one dependent checked by the server (422 at its fields). */
import type { ValidateDependentBody } from '../../schemas/api/dependents';
import type { EmptyData } from '../../schemas/api/types';
import { apiPost } from './client';

/** Resolves when the server accepts the dependent; rejects with ApiFieldErrors at its fields. */
export function validateSingleDependent(body: ValidateDependentBody): Promise<EmptyData> {
  return apiPost<EmptyData>('validate-single-dependent', body);
}
