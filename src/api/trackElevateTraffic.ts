/**
 * POST track-elevate-traffic { enrollment_id }: a group website visit (/websites?group=&id=)
 * counted for the enrollment it names. Counting is the partner's statistic, never a reason to
 * stop a visitor: a refusal or a failure is ignored.
 */
import { apiPost } from './client';

/** Counts a visit of `enrollment_id`'s website; resolves whatever the answer. */
export async function trackElevateTraffic(enrollment_id: string): Promise<void> {
  try {
    await apiPost('track-elevate-traffic', { enrollment_id });
  } catch {
    // Not the visitor's concern (see above).
  }
}
