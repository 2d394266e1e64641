/**
 * One HTTP case of the API load (lib/load.ts runs it; lib/storefrontLoad.ts builds the
 * storefront's). Its own module, so the storefront cases do not import the runner that imports
 * them: that was an import cycle.
 */

/** One caller's own request: its session cookie and the body it sends. */
export interface CallerRequest { headers: Record<string, string>; body: string }

/**
 * A request autocannon repeats: its name in the report, path, and optional method, headers and body;
 * with `callers` (asked for when the case runs), each request is the next caller's in turn (so the
 * requests in flight at once are about as many different people as there are callers), their headers
 * and body replacing the case's.
 */
export interface LoadCase {
  name: string; path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string;
  callers?: () => Promise<readonly CallerRequest[]>;
}
