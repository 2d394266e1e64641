/**
 * Issue 17: index.html carries the first paint's public answers (server/plugins/shellPage.ts) so
 * the storefront paints without a round trip per call: the same answers an anonymous caller gets,
 * nothing from the visitor's session, nothing for a slug that is no landing page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptJson } from '../../server/services/scriptJson';
import { dataOf, get, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let staticDir: string;
let session: Session;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'bs-firstpaint-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  // Vite's build manifest, cut down: the entry and its shared chunk, the layout's and the pages' chunks.
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_landing-1.js': { file: 'assets/landing-1.js', css: ['assets/landing-1.css'] },
    'src/app/Header.tsx': { file: 'assets/Header-1.js', imports: ['_shared-1.js'] },
    'src/app/Footer.tsx': { file: 'assets/Footer-1.js' },
    'src/storefront/entry/startupActor.ts': { file: 'assets/startupActor-1.js' },
    'src/storefront/landing/SitePage.tsx': { file: 'assets/SitePage-1.js', imports: ['index.html', '_shared-1.js', '_landing-1.js'] },
    'src/storefront/landing/NewHome.tsx': { file: 'assets/NewHome-1.js', imports: ['_landing-1.js'] },
    '_shop-1.js': { file: 'assets/shop-1.js', css: ['assets/shop-1.css'], imports: ['_shared-1.js'] },
    'src/storefront/shop/cart/index.ts': { file: 'assets/cart-1.js', imports: ['_shop-1.js'] },
    'src/storefront/shop/detail/index.ts': { file: 'assets/detail-1.js', imports: ['_shop-1.js'] },
    'src/enrollment/tabScreens.tsx': { file: 'assets/tabScreens-1.js', imports: ['index.html'] },
    // The Spanish pack, a dynamic import of the app (src/shared/text/language.ts).
    'schemas/i18n/es/index.ts': { file: 'assets/index-es-1.js', isDynamicEntry: true },
  }));
  t = await createTestApp({ config: { staticDir } });
  session = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** What every page that is no landing carries (a visitor without a quote): the defaults, the links and the default site's branding (issue 17). */
const DEFAULTS = ['/api/v1/get-default-info', `/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent(Buffer.from('default').toString('base64'))}`, '/api/v1/get-site-links'];

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
    expect(Object.keys(root).sort()).toEqual(DEFAULTS);
  });

  it("carries a plan's public detail on its detail page, as an anonymous caller gets it", async () => {
    for (const url of ['/plan/304', '/plan/304/prairie-medical-select']) {
      const { answers } = await shell(url);
      expect(answers?.['/api/v1/get-plan-detail/304']).toEqual(await anonymousData('get-plan-detail/304'));
    }
    // An id the app would not read, or a plan that does not exist: nothing beyond the defaults.
    for (const url of ['/plan/0', '/plan/999999']) {
      expect(Object.keys((await shell(url)).answers ?? {}).sort()).toEqual(DEFAULTS);
    }
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

  it("carries nothing about a landing page for a slug that is none, nor on other pages: the default site's", async () => {
    for (const url of ['/no-such-rep', '/cart', '/plans', '/enrollment/personal-info']) {
      const { answers } = await shell(url);
      expect(Object.keys(answers ?? {}).sort()).toEqual(DEFAULTS);
    }
  });

  it("hints the chunks of the path's page, not those the entry loads already", async () => {
    const hinted = async (url: string) => [...(await shell(url)).response.body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
    expect(await hinted('/javery')).toEqual(['Header-1.js', 'Footer-1.js', 'startupActor-1.js', 'SitePage-1.js', 'landing-1.js', 'landing-1.css']);
    expect(await hinted('/')).toEqual(['Header-1.js', 'Footer-1.js', 'NewHome-1.js', 'landing-1.js', 'landing-1.css']);
    expect(await hinted('/no-such-rep')).toEqual(['Header-1.js', 'Footer-1.js']);
    // The shop's pages and the wizard's screens (schemas/routeChunks.ts): their own chunks download beside the shell.
    expect(await hinted('/cart')).toEqual(['Header-1.js', 'Footer-1.js', 'cart-1.js', 'shop-1.js', 'shop-1.css']);
    expect(await hinted('/plan/304/prairie-medical')).toEqual(['Header-1.js', 'Footer-1.js', 'detail-1.js', 'shop-1.js', 'shop-1.css']);
    expect(await hinted('/enrollment/contact-info')).toEqual(['Header-1.js', 'Footer-1.js', 'tabScreens-1.js']);
  });

  it("hints the Spanish pack's chunk on a Spanish page only (issue 18), whose <html lang> says so", async () => {
    const spanish = (await shell('/cart', 'lang=es')).response.body;
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<link rel="modulepreload" crossorigin href="/assets/index-es-1.js">');
    const english = (await shell('/cart')).response.body;
    expect(english).toContain('<html lang="en">');
    expect(english).not.toContain('index-es-1.js');
  });

  it("starts a landing's validate-landing-page early (it records the way in, so it is never embedded), and no other call", async () => {
    const early = async (url: string) => [...(await shell(url)).response.body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(await early('/javery')).toEqual(['/api/v1/validate-landing-page?landing_page=javery']);
    for (const url of ['/', '/no-such-rep', '/cart']) expect(await early(url)).toEqual([]);
  });

  it('carries a saved theme on the very next page, not the one it kept', async () => {
    const siteUrl = `/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent(b64('agent:1001'))}`;
    const nameIn = async () => {
      const settings = (await shell('/javery')).answers?.[siteUrl] as { result: { key: string; value: string }[] } | undefined;
      return settings?.result.find((setting) => setting.key === 'site_name')?.value;
    };
    const before = await nameIn();
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/save-site-theme', payload: { site_domain: 'agent:1001', settings: { site_name: 'Avery & Co' } } })).statusCode).toBe(200);
      expect(await nameIn()).toBe('Avery & Co');
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/v1/save-site-theme', payload: { site_domain: 'agent:1001', settings: { site_name: before } } });
    }
  });

  it('escapes what could end the data block or the page', () => {
    const text = scriptJson({ tagline: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ tagline: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});
