import type { SaveEnrollmentBody, SaveEnrollmentData } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST save-enrollment {enrollment_id, email, tab, data?}: Save & Continue Later (stores the tab, mails a new code). */
export function saveEnrollment(body: SaveEnrollmentBody): Promise<SaveEnrollmentData> {
  return apiPost<SaveEnrollmentData>('save-enrollment', body);
}
