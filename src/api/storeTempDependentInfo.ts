import type { DependentInfo } from '../../schemas/api/planQuestions';
import { apiPost } from './client';

/** POST store-temp-dependent-info {enrollment_id, plan_id, dep_dob (IS/IF), no_of_children (IC/IF)}; the dependent info now held, or field errors. */
export function storeTempDependentInfo(body: { enrollment_id: string; plan_id: number; dep_dob?: string; no_of_children?: number }): Promise<DependentInfo> {
  return apiPost<DependentInfo>('store-temp-dependent-info', body);
}
