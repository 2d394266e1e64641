import type { SaveTabData } from '../../schemas/api/types';
import { apiPost } from './client';
import type { SaveTabBody } from './saveTabBody';

/** POST save-personal-info {enrollment_id, ...payload}: saves the Personal Information tab (data.saved_tab). */
export function savePersonalInfo(body: SaveTabBody): Promise<SaveTabData> {
  return apiPost<SaveTabData>('save-personal-info', body);
}
