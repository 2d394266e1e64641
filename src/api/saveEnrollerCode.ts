import type { EmptyData, SaveEnrollerCodeBody } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST save-enroller-code {enrollment_id, enrollerCode}; a wrong code fails with the server's message. */
export function saveEnrollerCode(body: SaveEnrollerCodeBody): Promise<EmptyData> {
  return apiPost<EmptyData>('save-enroller-code', body);
}
