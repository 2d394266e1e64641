import type { ContinueBody, ContinueData } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST continue-enrollment {code, email}: binds this browser to the saved enrollment and says where to resume. */
export function continueEnrollment(body: ContinueBody): Promise<ContinueData> {
  return apiPost<ContinueData>('continue-enrollment', body);
}
