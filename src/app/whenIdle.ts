/**
 * Runs work once the page is idle: a page's own work and its first paint come first (issue 17),
 * asides (the location prompt, recommendations below the fold) after. `timeout` bounds the wait on
 * a page that never idles. Without requestIdleCallback (jsdom, older Safari) the next task.
 */

/** Calls `start` once the browser is idle (at most `timeout` ms from now); returns the cancel. */
export function whenIdle(start: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 0);
  return () => window.clearTimeout(id);
}
