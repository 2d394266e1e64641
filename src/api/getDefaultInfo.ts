/**
 * GET get-default-info: the default site (name, branding, portal) and the storefront's site
 * configuration (production or not, its own hosts, the special white-label host). Read once per
 * page through SWR and shared by every caller; undefined while loading or when it failed.
 */
import useSWR from 'swr';
import type { DefaultInfoData } from '../../schemas/api/types';
import { apiGet } from './client';

export const DEFAULT_INFO_KEY = 'get-default-info';

/** Fetches the default site's information. */
export function getDefaultInfo(): Promise<DefaultInfoData> {
  return apiGet<DefaultInfoData>(DEFAULT_INFO_KEY);
}

const ONCE_PER_PAGE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** The default site's information once loaded. */
export function useDefaultInfo(): DefaultInfoData | undefined {
  return useSWR(DEFAULT_INFO_KEY, getDefaultInfo, ONCE_PER_PAGE).data;
}
