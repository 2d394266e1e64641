/**
 * Tiny factories for the read endpoints, so each endpoint file is a one-line declaration of its
 * path and types. These have no SWR hook on purpose: a wizard step loads afresh on every visit,
 * so Back never shows answers older than the server's. SWR serves what pages share and what
 * does not change under a visitor (site settings, getSiteSettings.ts).
 */
import { languageSwitched } from '../shared/text/language';
import { apiGet, type Query } from './client';

/** A GET endpoint whose parameters are `P`. */
export interface GetEndpoint<P, T> {
  /** Path under the API base, e.g. 'get-dynamic-tabs'. */
  path: string;
  fetch: (params: P) => Promise<T>;
}

/** Declares a GET endpoint; `toQuery` maps the typed parameters to the query string. */
export function getEndpoint<P, T>(path: string, toQuery: (params: P) => Query, base?: string): GetEndpoint<P, T> {
  return { path, fetch: (params: P) => apiGet<T>(path, toQuery(params), base) };
}

/** A GET endpoint taking only `enrollment_id`. */
export function enrollmentEndpoint<T>(path: string, base?: string): GetEndpoint<string, T> {
  return getEndpoint<string, T>(path, (enrollmentId) => ({ enrollment_id: enrollmentId }), base);
}

/**
 * SWR options of a read that pages share and that does not change under a visitor (the site's
 * menu, links, landing page): fetched once per page, not refetched on focus, not retried on
 * failure (the caller shows nothing rather than an error).
 */
export const ONCE_PER_PAGE = {
  /** Kept for the page's life, unless the page changed language since: then read again when next shown (its content is in the old one). */
  get revalidateIfStale(): boolean {
    return languageSwitched();
  },
  revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false,
} as const;
