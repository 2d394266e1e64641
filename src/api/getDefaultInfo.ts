/**
 * GET get-default-info: the default site (name, branding, portal) and the storefront's site
 * configuration (production or not, its own hosts, the special white-label host). Read once per
 * page through SWR and shared by every caller; undefined while loading or when it failed.
 */
import useSWR from 'swr';
import type { DefaultInfoData } from '../../schemas/api/types';
import { apiGet } from './client';
import { embeddedAnswer, seedWith } from './firstPaintSeed';
import { ONCE_PER_PAGE } from './query';

export const DEFAULT_INFO_KEY = 'get-default-info';

/** Fetches the default site's information. */
export function getDefaultInfo(): Promise<DefaultInfoData> {
  return apiGet<DefaultInfoData>(DEFAULT_INFO_KEY);
}

/** get-default-info as SWR reads it (data, error): one request per page for every caller. */
export function useDefaultInfoQuery() {
  return useSWR(DEFAULT_INFO_KEY, getDefaultInfo, { ...ONCE_PER_PAGE, ...seedWith(embeddedAnswer<DefaultInfoData>(DEFAULT_INFO_KEY, {})) });
}

/** The default site's information once loaded. */
export function useDefaultInfo(): DefaultInfoData | undefined {
  return useDefaultInfoQuery().data;
}
