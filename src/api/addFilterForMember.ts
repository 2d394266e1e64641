import type { FilterData, MemberFilterBody } from '../../schemas/api/members';
import { apiPost } from './client';

/** POST add-filter-for-member: the signed-in member's own temporary enrollment (tempId and portal). */
export function addFilterForMember(body: MemberFilterBody): Promise<FilterData> {
  return apiPost<FilterData>('add-filter-for-member', body);
}
