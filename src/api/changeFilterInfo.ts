/** PUT change-filter-info/{tempId} (storefront.md section 7): updates the bound quote filter; empty or null fields are not sent. */
import type { ChangeFilterBody, ChangeFilterData } from '../../schemas/api/quote';
import { apiPut } from './client';

/** Drops empty and null fields (section 5: update calls drop them) and sends the rest. */
export function changeFilterInfo(tempId: string, body: ChangeFilterBody): Promise<ChangeFilterData> {
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined && value !== ''));
  return apiPut<ChangeFilterData>(`change-filter-info/${encodeURIComponent(tempId)}`, sent);
}
