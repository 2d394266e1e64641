import type { SaveReviewInfoBody, SaveReviewInfoData } from '../../schemas/api/completion';
import { apiPost, ApiFieldErrors } from './client';

/**
 * What submitting the review came to: the enrollment completed now, or it was completed already
 * (another tab, a double click). This adapter is the one place that reads save-review-info's
 * refusal: its 409 means exactly a completed enrollment (server/plugins/session.ts and
 * services/completion/complete.ts answer it for that, nothing else); its text is not read.
 */
export type ReviewSubmitted = { completed: 'now'; data: SaveReviewInfoData } | { completed: 'already' };

/** POST save-review-info {enrollment_id, additional_notes?, first_enroll: 1}: submits (completes) the enrollment. */
export async function saveReviewInfo(body: SaveReviewInfoBody): Promise<ReviewSubmitted> {
  try {
    return { completed: 'now', data: await apiPost<SaveReviewInfoData>('save-review-info', body) };
  } catch (error) {
    if (error instanceof ApiFieldErrors && error.status === 409) return { completed: 'already' };
    throw error;
  }
}
