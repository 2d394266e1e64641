/**
 * The header's category menu (storefront.md section 7): GET get-common-menu (agent_id, group_id,
 * portal_id, eprocess, open_type; unset ones left out) or, for a visitor from a partner site,
 * get-group-menu (group_id, from_site). Category codes in menu order; none while loading or failed
 * (a menu is navigation, never a reason to block the page).
 */
import useSWR from 'swr';
import type { MenuCategory } from '../../schemas/api/menu';
import { apiGet } from './client';
import { apiLookup } from './lookup';
import { ONCE_PER_PAGE } from './query';

export interface MenuQuery {
  agent_id: number | null; group_id: number | null; portal_id: number | null; eprocess: string | null; open_type: string | null;
  /** The partner site the visitor came from (fromSite); with a group it selects get-group-menu. */
  from_site: string | null;
}

/** Fetches the menu for this visitor. */
export async function getMenu(query: MenuQuery): Promise<MenuCategory[]> {
  const { from_site, ...common } = query;
  if (from_site && query.group_id) return (await apiLookup<MenuCategory[]>('get-group-menu', { group_id: query.group_id, from_site })) ?? [];
  return apiGet<MenuCategory[]>('get-common-menu', common);
}


/** The visitor's menu categories ([] until loaded). */
export function useMenu(query: MenuQuery): readonly MenuCategory[] {
  return useSWR(['menu', JSON.stringify(query)], () => getMenu(query), { ...ONCE_PER_PAGE, keepPreviousData: true }).data ?? [];
}
