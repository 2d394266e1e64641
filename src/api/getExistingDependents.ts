/** GET get-dependents-existing-user-enrollment?enrollment_id: the member's dependents on file, filtered by the enrollment's tier. */
import type { ExistingDependentsData } from '../../schemas/api/dependents';
import { apiGet } from './client';

/** The dependents of the member's earlier enrollment ([] for an enrollment of no member). */
export function getExistingDependents(enrollmentId: string): Promise<ExistingDependentsData> {
  return apiGet<ExistingDependentsData>('get-dependents-existing-user-enrollment', { enrollment_id: enrollmentId });
}
