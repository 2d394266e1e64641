import type { EmptyData, SaveScreenshotBody } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST save-screenshot {enrollment_id, name, image}: a PNG data URL of a tab after a valid save. */
export function saveScreenshot(body: SaveScreenshotBody): Promise<EmptyData> {
  return apiPost<EmptyData>('save-screenshot', body);
}
