/** POST add-filter-for-new-user (storefront.md section 7): an anonymous visitor's quote; the temporary enrollment is bound to this session. */
import type { NewUserFilterBody, NewUserFilterData } from '../../schemas/api/quote';
import { apiPost } from './client';

/** Creates the temporary enrollment; resolves its id (tempId), portal and state. */
export function addFilterForNewUser(body: NewUserFilterBody): Promise<NewUserFilterData> {
  return apiPost<NewUserFilterData>('add-filter-for-new-user', body);
}
