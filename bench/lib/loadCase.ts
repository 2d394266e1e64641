/**
 * One HTTP case of the API load (lib/load.ts runs it; lib/storefrontLoad.ts builds the
 * storefront's). Its own module, so the storefront cases do not import the runner that imports
 * them: that was an import cycle.
 */

/** A request autocannon repeats: its name in the report, path, and optional method, headers and body. */
export interface LoadCase { name: string; path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }
