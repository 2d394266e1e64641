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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashSource } from '../../server/plugins/cspSources';
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER } from '../../server/services/deferredAppScripts';
import { escapeHtml } from '../../server/services/html';
import { SEEN, STATIC_PAINT_CSS, UNSEEN } from '../../server/services/staticPaint';
import { DEPENDENTS_PAINT_LOADING } from '../../server/services/dependentsStaticPaint';
import { DEMO0001, DEMO0005 } from '../../schemas/demo/enrollments';
import { WIZARD_DATA_CONTENT_ES as ES_DATA } from '../../schemas/demo/es/wizardData';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { dataOf, get, post, resume, type Session } from './helpers/client';
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

/** The page's static first paint (services/staticPaint.ts): it stands before the session's answers. */
const copyOf = (body: string) => body.slice(body.indexOf('<div id="static-first-paint"'), body.indexOf('<script type="application/json" id="first-paint-session"'));

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

  it("paints Personal and Billing Information's heading alone from the page, under a policy that allows its style", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const personal = await page('/enrollment/personal-info', session);
    expect(copyOf(personal.body)).toMatch(/^<div id="static-first-paint"[^>]*aria-hidden="true">.*<h1 class="wizard__heading">Personal Information<\/h1><\/div><\/div>$/);
    const style = /<div id="static-first-paint"[^>]*><style>([^<]*)<\/style>/.exec(personal.body)?.[1];
    expect(style).toBe(STATIC_PAINT_CSS);
    expect(personal.csp).toContain(hashSource(STATIC_PAINT_CSS));
    expect(copyOf((await page('/enrollment/billing-information', session)).body)).toMatch(/<h1 class="wizard__heading">Billing Information<\/h1><\/div><\/div>$/);
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

  it("paints the rep's tagline in the header it keeps unseen, in the visitor's language: in Spanish the screen's largest text", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const spanish = copyOf((await page('/enrollment/personal-info', { cookie: `${session.cookie}; lang=es` })).body);
    expect(spanish).toContain(`<p class="site-contact__tagline ${SEEN}">Beneficios explicados con claridad, elegidos juntos.</p>`);
    expect(spanish).toContain(`<div class="site-header__inner ${UNSEEN}">`);
    const english = copyOf((await page('/enrollment/billing-information', session)).body);
    expect(english).toContain(`<p class="site-contact__tagline ${SEEN}">Benefits explained plainly, chosen together.</p>`);
    expect(STATIC_PAINT_CSS).toContain(`.${SEEN}{visibility:visible}`);
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

const DISCLAIMER = 'Only add a spouse or child who is eligible for coverage under the plans you selected. The information you give must be true and complete.';

describe("Dependent Information's copy: its card down to the disclaimer, the step's largest paint", () => {
  restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0005.id]);
  afterEach(async () => {
    await t.db.updateTable('form_disclaimers').set({ text: DISCLAIMER }).where('tab', '=', 'dependent_info').execute();
  });

  it('paints the tier heading and the disclaimer where the step shows them, the Add Spouse button unseen above it, then the loading indicator', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const copy = copyOf((await page('/enrollment/dependent-information', session)).body);
    expect(copy).toContain('<h1 class="wizard__heading">Dependent Information</h1><div class="card wizard__form"><h2 class="dependents__tier">Member + Spouse</h2>'
      + `<p class="dependents__add ${UNSEEN}"><span class="btn btn--secondary">Add Spouse</span></p>`
      + `<p class="dependents__disclaimer">${DISCLAIMER}</p>`
      + `<p class="page-loading ${DEPENDENTS_PAINT_LOADING}"><span class="spinner"></span><span>Loading…</span></p></div></div></div>`);
    // Nothing a reader could press or type into: the unseen controls are spans.
    expect(copy).not.toMatch(/<(button|input|a)\b/);
  });

  it('lays out the premier spouse question above the disclaimer when the step asks it (DEMO0005: premier, Family, no dependents yet)', async () => {
    const session = await resume(t.app, 'DEMO0005', 'premier@example.com');
    const copy = copyOf((await page('/enrollment/dependent-information', session)).body);
    expect(copy).toContain('<h2 class="dependents__tier">Family</h2>'
      + `<div class="spouse-question ${UNSEEN}"><div class="field"><label>Do you want to enroll your spouse?</label>`
      + '<select disabled><option>Please Select</option><option>Yes</option><option>No</option></select></div>'
      + `<span class="btn btn--primary">Submit</span></div><p class="dependents__disclaimer">${DISCLAIMER}</p>`);
  });

  it("paints it in the visitor's language, the disclaimer marked with its own language when the store has no translation", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    const spanish = copyOf((await page('/enrollment/dependent-information', { cookie: `${session.cookie}; lang=es` })).body);
    expect(spanish).toContain('<h1 class="wizard__heading">Información de dependientes</h1><div class="card wizard__form"><h2 class="dependents__tier">Miembro + cónyuge</h2>'
      + `<p class="dependents__add ${UNSEEN}"><span class="btn btn--secondary">Agregar cónyuge</span></p>`
      + `<p class="dependents__disclaimer">${escapeHtml(ES_DATA[DISCLAIMER])}</p>`
      + `<p class="page-loading ${DEPENDENTS_PAINT_LOADING}"><span class="spinner"></span><span>Cargando…</span></p>`);
    // A disclaimer the store has in English only: English on the Spanish page, said so (as the step's passageLang).
    const own = 'Add only <b>eligible</b> people & "dependents"';
    await t.db.updateTable('form_disclaimers').set({ text: own }).where('tab', '=', 'dependent_info').execute();
    const untranslated = copyOf((await page('/enrollment/dependent-information', { cookie: `${session.cookie}; lang=es` })).body);
    expect(untranslated).toContain('<p class="dependents__disclaimer" lang="en">Add only &lt;b&gt;eligible&lt;/b&gt; people &amp; &quot;dependents&quot;</p>');
    expect(copyOf((await page('/enrollment/dependent-information', session)).body)).toContain('<p class="dependents__disclaimer">Add only &lt;b&gt;eligible&lt;/b&gt;');
  });

  it('paints the heading alone where the browser decides how the step starts (a member already enrolled: the dependents on file; a No it remembers) or there is no disclaimer', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
    await t.db.updateTable('form_disclaimers').set({ text: '' }).where('tab', '=', 'dependent_info').execute();
    expect(copyOf((await page('/enrollment/dependent-information', session)).body)).toMatch(/<h1 class="wizard__heading">Dependent Information<\/h1><\/div><\/div>$/);
    await t.db.updateTable('form_disclaimers').set({ text: DISCLAIMER }).where('tab', '=', 'dependent_info').execute();
    await t.db.updateTable('enrollments').set({ type: 'existing-member' }).where('id', '=', DEMO0001.id).execute();
    const copy = copyOf((await page('/enrollment/dependent-information', session)).body);
    expect(copy).toMatch(/<h1 class="wizard__heading">Dependent Information<\/h1><\/div><\/div>$/);
    expect(copy).not.toContain('dependents__disclaimer');
    // Premier Family with a child and no spouse: Add Spouse, or Add Child after a No only this browser remembers.
    const premier = await resume(t.app, 'DEMO0005', 'premier@example.com');
    const child = { relationship: 'child', first_name: 'Sky', last_name: 'Quinn', birthdate: '03/04/2015', gender: '0', height_feet: '4', height_inch: '2' };
    expect((await post(t.app, premier, 'save-dependent-info-to-temp', { enrollment_id: DEMO0005.id, dependents: [{ primary_info: child }] })).statusCode).toBe(200);
    expect(copyOf((await page('/enrollment/dependent-information', premier)).body)).toMatch(/<h1 class="wizard__heading">Dependent Information<\/h1><\/div><\/div>$/);
  });
});
