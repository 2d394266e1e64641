/**
 * Issue 17: a resumed wizard screen's page carries the answers the screen asks for at load
 * (server/services/wizardFirstPaint.ts), exactly as the page's own session is answered them, and
 * is then stored by no one (no-store); nothing of the enrollment for anyone else, on any other
 * page, or once its session lost the enrollment. Its heading paints from the page
 * (services/wizardStaticPaint.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSource } from '../../server/plugins/cspSources';
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER } from '../../server/services/deferredAppScripts';
import { escapeHtml } from '../../server/services/html';
import { STATIC_PAINT_CSS } from '../../server/services/staticPaint';
import { dataOf, get, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

// The entry script as Vite's build writes it into index.html's head.
const ENTRY = '<script type="module" crossorigin src="/assets/index-A.js"></script>';
// The deferred scripts' data block (server/services/deferredAppScripts.ts).
const DEFERRED = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script><script>([^<]*)</script>`);

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'bs-wizardpaint-'));
  writeFileSync(join(staticDir, 'index.html'), `<!doctype html><html><head><title>shell</title>${ENTRY}</head><body><div id="root"></div></body></html>`);
  t = await createTestApp({ config: { staticDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

// The public block in the head, the session's own at the end of the page (server/plugins/shellPage.ts).
const BLOCKS = /<script type="application\/json" id="first-paint-(?:data|session)">([^<]*)<\/script>/g;
// What every page outside a landing carries, the same for every visitor (services/firstPaint.ts): sorted.
const PUBLIC = ['/api/v1/get-default-info', `/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent(Buffer.from('default').toString('base64'))}`, '/api/v1/get-site-links'];

/** The page of `url` as a browser with `session` gets it: its answers, cache header and body. */
async function page(url: string, session?: Session) {
  const response = await t.app.inject({ method: 'GET', url, headers: session?.cookie ? { cookie: session.cookie } : {} });
  expect(response.statusCode).toBe(200);
  const answers = Object.assign({}, ...[...response.body.matchAll(BLOCKS)].map((match) => JSON.parse(match[1]) as object)) as Record<string, unknown>;
  return { cacheControl: response.headers['cache-control'], csp: String(response.headers['content-security-policy']), body: response.body, answers };
}

/** What `session` is answered to an API GET given as the app's URL. */
async function answerOf(session: Session, url: string) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return dataOf(await get(t.app, session, pathname.replace('/api/v1/', ''), Object.fromEntries(searchParams)));
}

describe("a wizard screen's page for its own session", () => {
  it("carries Personal Information's tab list, columns, form and enroller code as the session is answered them, stored by no one", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const { answers, cacheControl, body } = await page('/enrollment/personal-info', session);
    expect(cacheControl).toBe('no-store');
    const own = Object.keys(answers).filter((url) => !PUBLIC.includes(url));
    expect(own).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/api\/v1\/get-dynamic-tabs\?enrollment_id=/),
      expect.stringMatching(/get-enrollment-temp-info\?enrollment_id=[^&]+&column=eprocess$/),
      expect.stringMatching(/^\/api\/v1\/get-form-fields-personal-info\?enrollment_id=/),
      expect.stringMatching(/^\/api\/v1\/check-enroll-code\?enrollment_id=/),
    ]));
    for (const url of own) expect(answers[url]).toEqual(await answerOf(session, url));
    // The form's validator downloads beside the shell, once the page has painted.
    const { validator } = answers[own.find((url) => url.includes('get-form-fields-personal-info'))!] as { validator: string };
    expect(JSON.parse(DEFERRED.exec(body)![1])).toContainEqual(['p', `/api/v1/form-validators/${validator}.js`, false]);
  });

  it("starts the app's scripts after its first paint: none in the markup, a loader the policy allows by its hash adds them", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    for (const path of ['/enrollment/personal-info', '/enrollment/dependent-information', '/enrollment/billing-information']) {
      const { body, csp } = await page(path, session);
      expect(body).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const [, list, loader] = DEFERRED.exec(body)!;
      expect((JSON.parse(list) as unknown[])[0]).toEqual(['s', '/assets/index-A.js', true]);
      expect(loader).toBe(DEFERRED_SCRIPTS_LOADER);
      // After the static paint and the page's answers, so the loader finds its list and the app its answers.
      expect(body.indexOf(DEFERRED_SCRIPTS_ID)).toBeGreaterThan(body.indexOf('first-paint-session'));
      expect(body.indexOf(DEFERRED_SCRIPTS_ID)).toBeGreaterThan(body.indexOf('static-first-paint'));
      expect(csp).toContain(`script-src 'self' ${hashSource(DEFERRED_SCRIPTS_LOADER)}`);
    }
    // A page without a session is the public page: its entry script in its head, as built.
    expect((await page('/enrollment/personal-info')).body).toContain(`${ENTRY}`);
  });

  it("carries Dependent and Billing Information's own calls", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const dependents = Object.keys((await page('/enrollment/dependent-information', session)).answers);
    expect(dependents.some((url) => url.includes('get-form-fields-dependent-primary-info'))).toBe(true);
    const billing = Object.keys((await page('/enrollment/billing-information/', session)).answers);
    for (const call of ['get-form-fields-billing-info', 'get-payment-method', 'get-bill-date', 'get-existing-card-info', 'column=contact_info']) {
      expect(billing.some((url) => url.includes(call))).toBe(true);
    }
  });

  it("paints the screen's heading alone from the page, under a policy that allows its style", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const personal = await page('/enrollment/personal-info', session);
    expect(personal.body).toMatch(/<div id="static-first-paint"[^>]*aria-hidden="true">.*<h1 class="wizard__heading">Personal Information<\/h1>/);
    const style = /<div id="static-first-paint"[^>]*><style>([^<]*)<\/style>/.exec(personal.body)?.[1];
    expect(style).toBe(STATIC_PAINT_CSS);
    expect(personal.csp).toContain(hashSource(STATIC_PAINT_CSS));
    const dependents = await page('/enrollment/dependent-information', session);
    const { disclaimer } = dependents.answers[Object.keys(dependents.answers).find((url) => url.includes('get-form-fields-dependent-primary-info'))!] as { disclaimer: string };
    expect(dependents.body).toContain('<h1 class="wizard__heading">Dependent Information</h1></div>');
    // The disclaimer stands lower in the step where the spouse question shows: painted by the step only.
    expect(disclaimer).not.toBe('');
    expect(dependents.body.split('<script')[0]).not.toContain(escapeHtml(disclaimer));
    expect((await page('/enrollment/billing-information', session)).body).toContain('<h1 class="wizard__heading">Billing Information</h1>');
  });

  it("paints its heading and step list in the visitor's language (issue 18)", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const spanish = await page('/enrollment/personal-info', { cookie: `${session.cookie}; lang=es` });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1 class="wizard__heading">Información personal</h1>');
    expect(spanish.body).toMatch(/<p class="steps__progress">Paso 1 de \d+<\/p>/);
    expect(spanish.body).toContain('<span class="steps__label">Información personal</span>');
    const english = await page('/enrollment/personal-info', session);
    expect(english.body).toContain('<h1 class="wizard__heading">Personal Information</h1>');
    expect(english.body).toMatch(/<p class="steps__progress">Step 1 of \d+<\/p>/);
  });

  it('is the public page without a session, for a session that lost the enrollment, and on other pages', async () => {
    const first = await resume(t.app, 'DEMO0001', 'demo@example.com');
    // Resuming again elsewhere moves the enrollment to the new session.
    const second = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const cases = [
      { shown: await page('/enrollment/personal-info'), cacheControl: 'no-cache' },
      // A page that may hold a session's answers is stored by no one, decided before they are asked (its head streams first).
      { shown: await page('/enrollment/personal-info', first), cacheControl: 'no-store' },
      { shown: await page('/enrollment/contact-info', second), cacheControl: 'no-cache' },
    ];
    for (const { shown: { answers, cacheControl, body }, cacheControl: expected } of cases) {
      expect(cacheControl).toBe(expected);
      expect(Object.keys(answers).sort()).toEqual(PUBLIC);
      expect(body).not.toMatch(/enrollment_id|form-validators|static-first-paint/);
    }
    expect((await page('/enrollment/personal-info', second)).cacheControl).toBe('no-store');
  });
});
