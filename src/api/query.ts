/**
 * Tiny factories for the read endpoints, so each endpoint file is a one-line declaration of
 * its path and types: fetcher + SWR key + hook built the same way everywhere.
 */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiGet, type ApiFieldErrors, type Query } from './client';

/** Wizard data must not be re-fetched under the user's typing (focus, reconnect). */
const STABLE: SWRConfiguration = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/** A GET endpoint whose parameters are `P`: fetcher, SWR key and hook. */
export interface GetEndpoint<P, T> {
  /** Path under the API base, e.g. 'get-dynamic-tabs'. */
  path: string;
  key: (params: P) => readonly [string, string];
  fetch: (params: P) => Promise<T>;
  /** SWR hook; pass null to wait (no request is made). */
  use: (params: P | null) => SWRResponse<T, ApiFieldErrors>;
}

/** Declares a GET endpoint; `toQuery` maps the typed parameters to the query string. */
export function getEndpoint<P, T>(path: string, toQuery: (params: P) => Query, base?: string): GetEndpoint<P, T> {
  // The key holds the serialised query, never a value of a form (no PII in caches' keys beyond ids).
  const key = (params: P) => [path, JSON.stringify(toQuery(params))] as const;
  const fetch = (params: P) => apiGet<T>(path, toQuery(params), base);
  const use = (params: P | null) => useSWR<T, ApiFieldErrors>(params === null ? null : key(params), () => fetch(params as P), STABLE);
  return { path, key, fetch, use };
}

/** A GET endpoint taking only `enrollment_id`. */
export function enrollmentEndpoint<T>(path: string, base?: string): GetEndpoint<string, T> {
  return getEndpoint<string, T>(path, (enrollmentId) => ({ enrollment_id: enrollmentId }), base);
}

/**
 * A lookup list (data.result of options). Every lookup takes the enrollment id so callers
 * treat them alike; lists the spec calls without parameters leave it out of the request.
 */
export function lookupEndpoint<T>(path: string, sendsEnrollmentId: boolean): GetEndpoint<string, { result: T[] }> {
  return getEndpoint<string, { result: T[] }>(path, (enrollmentId) => (sendsEnrollmentId ? { enrollment_id: enrollmentId } : {}));
}
