import type { SaveTabData } from '../../schemas/api/types';
import { apiPost } from './client';
import type { SaveTabBody } from './saveTabBody';

/** POST save-employer-info {enrollment_id, ...payload}: saves the Employer Information tab (data.saved_tab). */
export function saveEmployerInfo(body: SaveTabBody): Promise<SaveTabData> {
  return apiPost<SaveTabData>('save-employer-info', body);
}
