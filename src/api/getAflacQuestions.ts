import type { CarrierQuestion } from '../../schemas/api/planQuestions';
import { ApiFieldErrors, apiGet } from './client';

/** The plan's carrier questions and the hash of their form's validator (null: the plan asks none). */
export interface CarrierQuestionsAnswer { result: CarrierQuestion[]; validator: string | null }

/**
 * GET get-aflac-questions?plan_id&enrollment_id: the plan's supplemental carrier questions; the
 * server answers 204 (no body) when the plan asks none, read here as an empty list.
 */
export async function getAflacQuestions(enrollmentId: string, planId: number): Promise<CarrierQuestionsAnswer> {
  try {
    return await apiGet<{ result: CarrierQuestion[]; validator: string }>('get-aflac-questions', { enrollment_id: enrollmentId, plan_id: planId });
  } catch (error) {
    if (error instanceof ApiFieldErrors && error.status === 204) return { result: [], validator: null };
    throw error;
  }
}
