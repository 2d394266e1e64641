import type { SaveEnrollerCodeBody } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST save-enroller-code {enrollment_id, enrollerCode}; a wrong code fails with the server's message. */
export function saveEnrollerCode(body: SaveEnrollerCodeBody): Promise<unknown> {
  return apiPost<unknown>('save-enroller-code', body);
}
