import type { ContinueData } from '../../schemas/api/types';
import { apiGet } from './client';

/** GET direct-continue/{id} (the raw enrollment uuid, already decoded from the link): binds this browser to it. */
export function directContinue(enrollmentId: string): Promise<ContinueData> {
  return apiGet<ContinueData>(`direct-continue/${encodeURIComponent(enrollmentId)}`);
}
