import type { SaveReviewInfoBody, SaveReviewInfoData } from '../../schemas/api/completion';
import { apiPost } from './client';

/** POST save-review-info {enrollment_id, additional_notes?, first_enroll: 1}: submits (completes) the enrollment. */
export function saveReviewInfo(body: SaveReviewInfoBody): Promise<SaveReviewInfoData> {
  return apiPost<SaveReviewInfoData>('save-review-info', body);
}
