/**
 * Issue 13, finding 8: the Content-Security-Policy allows no inline style ('unsafe-inline' gone
 * from style-src). What the app truly needs is allowed by hash (server/plugins/cspSources.ts):
 * html2canvas's one <style>, a resumed wizard screen's static first paint's one <style>, and the
 * quote preview's fixed style attributes (style-src-attr with 'unsafe-hashes'). One inline script, by hash: a resumed
 * wizard screen's loader of its scripts (server/services/deferredAppScripts.ts). The developer mailbox page carries its own policy: its one style sheet by hash.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';
import { hashSource, HTML2CANVAS_PSEUDO_HIDE_CSS } from '../../server/plugins/cspSources';
import { DEFERRED_SCRIPTS_LOADER } from '../../server/services/deferredAppScripts';
import { STATIC_PAINT_CSS } from '../../server/services/staticPaint';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'bs-csp-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  t = await createTestApp({ config: { staticDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(String(header).split(';').map((part) => {
    const [name, ...values] = part.trim().split(/\s+/);
    return [name, values] as const;
  }));
}

const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

describe('Content-Security-Policy', () => {
  it('allows no inline style on the app shell and the API: style sheets from our origin, inline styles only by hash', async () => {
    for (const url of ['/enrollment/personal-info', '/cart', '/api/v1/ping']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const header = String(response.headers['content-security-policy']);
      expect(header).not.toContain('unsafe-inline');
      const csp = directives(header);
      const [self, ...hashes] = csp.get('style-src') ?? [];
      expect(self).toBe("'self'");
      expect(hashes).toEqual([hashSource(HTML2CANVAS_PSEUDO_HIDE_CSS), hashSource(STATIC_PAINT_CSS)]);
      expect(hashes.every((source) => HASH.test(source))).toBe(true);
      const [unsafeHashes, ...attributes] = csp.get('style-src-attr') ?? [];
      expect(unsafeHashes).toBe("'unsafe-hashes'");
      expect(attributes.length).toBeGreaterThan(0);
      expect(attributes.every((source) => HASH.test(source))).toBe(true);
      // Inline, only the wizard's deferred scripts' loader (server/services/deferredAppScripts.ts).
      expect(csp.get('script-src')).toEqual(["'self'", hashSource(DEFERRED_SCRIPTS_LOADER)]);
    }
  });

  it("gives the developer mailbox page a policy of its own: nothing runs or loads, its one style sheet by hash", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host: 'localhost' }, remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['content-security-policy']);
    expect(header).not.toContain('unsafe-inline');
    const csp = directives(header);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const sheet = /<style>([^<]*)<\/style>/.exec(response.body)?.[1] ?? '';
    expect(csp.get('style-src')).toEqual([`'sha256-${createHash('sha256').update(sheet).digest('base64')}'`]);
    expect(response.body).not.toMatch(/ style="/);
  });
});
