import type { CarrierAnswer } from '../../schemas/api/planQuestions';
import { apiPost } from './client';

/** POST save-aflac-questions {enrollment_id, plan_id, aflac_data: [{qid, true_condition}]}; data.success_message, or field errors. */
export function saveAflacQuestions(body: { enrollment_id: string; plan_id: number; aflac_data: CarrierAnswer[] }): Promise<{ success_message: string }> {
  return apiPost<{ success_message: string }>('save-aflac-questions', body);
}
