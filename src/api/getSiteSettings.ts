/**
 * GET get-external-site-dynamic-information?site_domain=base64(host): the white-label branding
 * key/values. Unlike the other endpoints this one is needed on the first paint of every page,
 * so its hook uses no SWR (kept out of the initial download): one shared request per page load.
 */
import { useEffect, useState } from 'react';
import type { SiteSettingsData } from '../../schemas/api/types';
import { apiGet } from './client';

/** Cache key of this endpoint (the request is made once per host and page load). */
export const siteSettingsKey = (hostname: string) => ['get-external-site-dynamic-information', hostname] as const;

/** Fetches the branding of `hostname`. */
export function getSiteSettings(hostname: string): Promise<SiteSettingsData> {
  return apiGet<SiteSettingsData>('get-external-site-dynamic-information', { site_domain: btoa(hostname) });
}

const requests = new Map<string, Promise<SiteSettingsData | null>>();

/** The branding of `hostname`, fetched once; null when it could not be loaded (defaults apply). */
export function loadSiteSettings(hostname: string): Promise<SiteSettingsData | null> {
  let request = requests.get(hostname);
  if (!request) {
    request = getSiteSettings(hostname).catch(() => null);
    requests.set(hostname, request);
  }
  return request;
}

/** The branding of `hostname` once loaded (undefined before, or when it failed). */
export function useSiteSettings(hostname: string): SiteSettingsData | undefined {
  const [data, setData] = useState<SiteSettingsData | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadSiteSettings(hostname).then((settings) => current && settings && setData(settings));
    return () => {
      current = false;
    };
  }, [hostname]);
  return data;
}

/** Forgets the fetched branding, so the next use asks the server again (tests; a branding change). */
export function clearSiteSettingsCache(): void {
  requests.clear();
}
