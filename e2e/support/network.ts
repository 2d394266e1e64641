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
