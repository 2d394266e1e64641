import type { CarrierQuestion } from '../../schemas/api/planQuestions';
import { ApiFieldErrors, apiGet } from './client';

/**
 * GET get-aflac-questions?plan_id&enrollment_id: the plan's supplemental carrier questions; the
 * server answers 204 (no body) when the plan asks none, read here as an empty list.
 */
export async function getAflacQuestions(enrollmentId: string, planId: number): Promise<CarrierQuestion[]> {
  try {
    return (await apiGet<{ result: CarrierQuestion[] }>('get-aflac-questions', { enrollment_id: enrollmentId, plan_id: planId })).result;
  } catch (error) {
    if (error instanceof ApiFieldErrors && error.status === 204) return [];
    throw error;
  }
}
