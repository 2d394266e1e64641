import type { Page } from '@playwright/test';

/**
 * Counts the page's POSTs to one API route from now on, so a test can tell a blocked action
 * (nothing sent) from one that was sent and only looked blocked.
 */
export function countPosts(page: Page, route: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1/${route}`) count += 1;
  });
  return () => count;
}

/** Holds the app's own scripts (Vite's build folder) until the returned `release` is called: what a page paints before them shows alone. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
