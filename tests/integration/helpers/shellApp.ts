/**
 * A test app that serves the shell page (server/plugins/shellPage.ts) from a throwaway index.html,
 * and how to read the answers a page embeds for its first paint (the public block and the
 * session's), as the app reads them (src/api/firstPaint.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './testApp';

/** The test app with a shell page to serve; `close` removes the page too. */
export async function createShellTestApp(): Promise<TestApp> {
  const staticDir = mkdtempSync(join(tmpdir(), 'bs-shell-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  const app = await createTestApp({ config: { staticDir } });
  return {
    ...app,
    close: async () => {
      await app.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/** Both first-paint blocks of a page. */
const BLOCKS = /<script type="application\/json" id="first-paint-(?:data|session)">([^<]*)<\/script>/g;

/** The answers the page at `url` embeds for a browser with `cookie` (both blocks, by URL). */
export async function embeddedAnswers(t: TestApp, url: string, cookie?: string): Promise<Record<string, unknown>> {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return Object.assign({}, ...[...response.body.matchAll(BLOCKS)].map((match) => JSON.parse(match[1]) as Record<string, unknown>)) as Record<string, unknown>;
}
