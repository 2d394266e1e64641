import type { SaveHealthBody, SaveHealthData } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST save-primary-health-info {enrollment_id, condition_questions, medication_question, notes}; answers data.saved_tab. */
export function saveHealthInfo(body: SaveHealthBody): Promise<SaveHealthData> {
  return apiPost<SaveHealthData>('save-primary-health-info', body);
}
