/**
 * SWR options that paint a read from the page's embedded answer (firstPaint.ts) in the very first
 * render (issue 17): the shop's pages of a quoted visitor carry their listing, saved quote and
 * cart (server/services/sessionFirstPaint.ts), and a read that waited one tick for them painted
 * a placeholder first, then moved the page when the answer replaced it. The answer is the
 * fallback, and the mount's fetch still runs: it takes the same answer (no round trip, apiGet)
 * and puts it in SWR's cache for every other reader of the key, so the embedded answer is used
 * up at once and a later fetch asks the server. Without an embedded answer: no options.
 */
import { apiUrl, type Query } from './client';
import { firstPaintAnswer } from './firstPaint';

/** The page's embedded answer of a GET of `path` with `query` (as apiGet asks it), without using it up (firstPaintAnswer); undefined when none. */
export function embeddedAnswer<T>(path: string, query: Query): T | undefined {
  return firstPaintAnswer<T>(apiUrl(path, query));
}

/** The SWR options that show `data` (a key's data made of embedded answers) in the first render; none without it. */
export function seedWith<D>(data: D | undefined): { fallbackData?: D; revalidateOnMount?: boolean } {
  return data === undefined ? {} : { fallbackData: data, revalidateOnMount: true };
}
