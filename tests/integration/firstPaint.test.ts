/**
 * Issue 17: index.html carries the first paint's public answers (server/plugins/shellPage.ts) so
 * the storefront paints without a round trip per call: the same answers an anonymous caller gets,
 * nothing from the visitor's session, nothing for a slug that is no landing page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptJson } from '../../server/plugins/shellPage';
import { dataOf, get, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let staticDir: string;
let session: Session;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'bs-firstpaint-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { staticDir } });
  session = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const BLOCK = /<script type="application\/json" id="first-paint-data">([^<]*)<\/script>/;
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The shell of `url` as a browser with `cookie` (or none) gets it: its HTML, its set-cookie and the embedded answers. */
async function shell(url: string, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const match = BLOCK.exec(response.body);
  return { response, answers: match ? JSON.parse(match[1]) as Record<string, unknown> : undefined };
}

/** An anonymous caller's data of an API GET. */
async function anonymousData(path: string, query: Record<string, string> = {}) {
  return dataOf(await get(t.app, { cookie: undefined }, path, query));
}

describe('the shell with the first paint in it', () => {
  it("carries a rep's landing: the defaults, the rep site's branding and its landing page, as an anonymous caller gets them", async () => {
    const { answers } = await shell('/javery');
    expect(answers).toEqual({
      '/api/v1/get-default-info': await anonymousData('get-default-info'),
      [`/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent(b64('agent:1001'))}`]:
        await anonymousData('get-external-site-dynamic-information', { site_domain: b64('agent:1001') }),
      '/api/v1/get-agent-landing-page-info?agent_id=1001': await anonymousData('get-agent-landing-page-info', { agent_id: '1001' }),
      '/api/v1/get-agent-info-enroll?agent_id=1001': await anonymousData('get-agent-info-enroll', { agent_id: '1001' }),
      '/api/v1/get-site-links': await anonymousData('get-site-links'),
    });
    expect(JSON.stringify(answers)).toContain('Jordan Avery');
  });

  it("carries a group's landing page on its slug, and the default site's on the root", async () => {
    const group = (await shell('/acme')).answers ?? {};
    expect(group['/api/v1/get-group-landing-page-info?group_id=2001']).toMatchObject({ gname: 'Acme Manufacturing' });
    // The startup asks for the group's rep.
    expect(group['/api/v1/get-agent-info-enroll?agent_id=1001']).toMatchObject({ agent_id: 1001 });
    const root = (await shell('/')).answers ?? {};
    expect(Object.keys(root).sort()).toEqual([
      '/api/v1/get-default-info', `/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent(b64('default'))}`, '/api/v1/get-site-links',
    ]);
  });

  it('is the same with or without a session, and issues none', async () => {
    const anonymous = await shell('/javery');
    const signedIn = await shell('/javery', session.cookie);
    expect(signedIn.answers).toEqual(anonymous.answers);
    expect(anonymous.response.headers['set-cookie']).toBeUndefined();
    expect(signedIn.response.headers['set-cookie']).toBeUndefined();
    // Nothing of the resumed enrollment (its id, its person) is in the page.
    expect(signedIn.response.body).not.toMatch(/DEMO0001|enrollment_id|demo@example\.com/);
  });

  it('carries nothing about a landing page for a slug that is none, nor on other pages', async () => {
    for (const url of ['/no-such-rep', '/cart', '/enrollment/personal-info']) {
      const { answers } = await shell(url);
      expect(Object.keys(answers ?? {}).sort()).toEqual(['/api/v1/get-default-info', '/api/v1/get-site-links']);
    }
  });

  it('escapes what could end the data block or the page', () => {
    const text = scriptJson({ tagline: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ tagline: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});
