import type { SaveScreenshotBody } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST save-screenshot {enrollment_id, name, image}: a PNG data URL of a tab after a valid save. */
export function saveScreenshot(body: SaveScreenshotBody): Promise<unknown> {
  return apiPost<unknown>('save-screenshot', body);
}
