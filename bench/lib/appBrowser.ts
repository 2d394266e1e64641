/**
 * The built app (dist/) served by the real server (bench/lib/server.ts: `server/main.ts` serves
 * dist/ beside the API) and opened in Debian's Chromium through Playwright's library API: what
 * the storefront benches (lcp, the landing rows of bundle) measure a page with.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './paths';
import { onServer, startServer } from './server';

/** The app's server and a browser, for the length of `work`; both stopped after it, failed or not. */
export async function withAppInBrowser<T>(label: string, work: (url: string, browser: Browser) => Promise<T>): Promise<T> {
  const server = await startServer(label, { engine: 'pglite' });
  return onServer(server, async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      return await work(server.url, browser);
    } finally {
      await browser.close();
      await server.stop();
    }
  });
}

/**
 * Opens `path` in a fresh context (empty cache, empty storage: a first visit) and waits until the
 * page is settled: loaded and no request for 500 ms (Playwright's networkidle), then two frames.
 * `prepare` runs on the page before navigation (CPU throttling, observers).
 */
export async function openSettled(browser: Browser, url: string, path: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare?.(page);
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.evaluate(() => new Promise<void>((done) => { requestAnimationFrame(() => requestAnimationFrame(() => done())); }));
  return page;
}

/** The app's own scripts (dist/assets/*.js, as 'assets/<file>') a first visit of `path` loads until it is settled. */
export async function scriptsOfRoute(browser: Browser, url: string, path: string): Promise<{ scripts: Set<string>; finalPath: string }> {
  const scripts = new Set<string>();
  const page = await openSettled(browser, url, path, async (p) => {
    p.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.add(pathname.slice(1));
    });
  });
  const finalPath = new URL(page.url()).pathname;
  await page.context().close();
  return { scripts, finalPath };
}
