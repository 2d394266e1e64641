import type { ExistingUserFilterBody, FilterData } from '../../schemas/api/members';
import { apiPost } from './client';

/** POST add-filter-for-existing-user: a rep's or group's temporary enrollment for one of their members (tempId and portal). */
export function addFilterForExistingUser(body: ExistingUserFilterBody): Promise<FilterData> {
  return apiPost<FilterData>('add-filter-for-existing-user', body);
}
