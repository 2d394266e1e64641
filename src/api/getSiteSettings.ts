/**
 * GET get-external-site-dynamic-information?site_domain=base64(site key: a host, 'agent:{id}' or 'group:{id}'): the white-label branding
 * key/values. Every page reads it (header, footer, page titles, theme), so it goes through SWR:
 * one request per host, shared by every caller, kept for the page's life (branding does not
 * change under a visitor), and not retried on failure (the defaults apply).
 */
import useSWR from 'swr';
import type { SiteSettingsData } from '../../schemas/api/types';
import { apiGet } from './client';
import { embeddedAnswer, seedWith } from './firstPaintSeed';
import { ONCE_PER_PAGE } from './query';

/** SWR key of this endpoint. */
export const siteSettingsKey = (hostname: string) => ['get-external-site-dynamic-information', hostname] as const;

const PATH = 'get-external-site-dynamic-information';
const queryOf = (hostname: string) => ({ site_domain: btoa(hostname) });

/** Fetches the branding of `hostname`. */
export function getSiteSettings(hostname: string): Promise<SiteSettingsData> {
  return apiGet<SiteSettingsData>(PATH, queryOf(hostname));
}

// A site change keeps the previous site's settings until the new ones arrive (no flash of the defaults).
const SITE_SETTINGS_OPTIONS = { ...ONCE_PER_PAGE, keepPreviousData: true } as const;

/** The branding of `hostname` as SWR reads it (data, error): the layout waits on it settling before its first paint. */
export function useSiteSettingsQuery(hostname: string) {
  const seed = seedWith(embeddedAnswer<SiteSettingsData>(PATH, queryOf(hostname)));
  return useSWR(siteSettingsKey(hostname), ([, host]) => getSiteSettings(host), { ...SITE_SETTINGS_OPTIONS, ...seed });
}

/** The branding of `hostname` once loaded (undefined before, or when it failed). */
export function useSiteSettings(hostname: string): SiteSettingsData | undefined {
  return useSiteSettingsQuery(hostname).data;
}
