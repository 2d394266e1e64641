/**
 * The answers the server wrote into index.html for this page's first paint (server/plugins/
 * shellPage.ts: get-default-info, the site's branding, a landing page; public, the same for every
 * visitor of the site and path), keyed by the URL the app asks for; a lookup's "none" (its 204,
 * src/api/lookup.ts) is embedded as null, which apiLookup answers as it answers the 204. Each is used once, by the
 * first GET of its URL, instead of a round trip; any later GET of it asks the server. Absent or
 * unreadable, nothing is embedded and every call goes out as before.
 */

/** The data block's id (server/plugins/shellPage.ts FIRST_PAINT_ID). */
export const FIRST_PAINT_ID = 'first-paint-data';
/** The block of the visitor's own answers, at the end of a quoted visitor's shop page (shellPage.ts SESSION_PAINT_ID). */
export const SESSION_PAINT_ID = 'first-paint-session';

let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const id of [FIRST_PAINT_ID, SESSION_PAINT_ID]) {
    const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
    if (!text) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        for (const [url, data] of Object.entries(parsed)) found.set(url, data);
      }
    } catch {
      // A broken block only costs the round trips it would have saved.
    }
  }
  return found;
}

/** The embedded answer of `url` (its `data`) the first time it is asked for; undefined when none or already used. */
export function takeFirstPaintAnswer(url: string): { data: unknown } | undefined {
  answers ??= read();
  if (!answers.has(url)) return undefined;
  const data = answers.get(url);
  answers.delete(url);
  return { data };
}

/**
 * The page's one reader of its embedded answers: the answer of `url` for a read's first render
 * (an SWR hook's fallbackData, firstPaintSeed.ts seedWith), without using it up; undefined when
 * the page carries none or a GET already took it. The read's mount fetch then takes it with no
 * round trip (takeFirstPaintAnswer, src/api/client.ts apiGet) and puts it in SWR's cache for
 * every other reader of the key, so any later GET (a revalidation after a theme save) asks the
 * server, never this copy. Until that fetch the value is the same object on every render.
 */
export function firstPaintAnswer<T>(url: string): T | undefined {
  answers ??= read();
  return answers.get(url) as T | undefined;
}

/** Forgets what was read, so the next call reads the document again (tests). */
export function resetFirstPaintAnswers(): void {
  answers = null;
}
