import type { SaveTabData } from '../../schemas/api/types';
import { apiPost } from './client';
import type { SaveTabBody } from './saveTabBody';

/** POST save-contact-info {enrollment_id, ...payload}: saves the Contact Information tab (data.saved_tab). */
export function saveContactInfo(body: SaveTabBody): Promise<SaveTabData> {
  return apiPost<SaveTabData>('save-contact-info', body);
}
