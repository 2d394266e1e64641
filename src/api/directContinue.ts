import type { ContinueData } from '../../schemas/api/types';
import { apiGet } from './client';

/**
 * GET direct-continue/{id}?t= (the raw enrollment uuid, already decoded from the link, and the
 * link's token as it came): binds this browser to the enrollment. The server refuses a link
 * without the token of the enrollment's live code.
 */
export function directContinue(enrollmentId: string, token: string | null): Promise<ContinueData> {
  return apiGet<ContinueData>(`direct-continue/${encodeURIComponent(enrollmentId)}`, { t: token });
}
