/**
 * Issue 17: a quoted visitor's plan detail and cart carry their top as static markup
 * (server/services/shopStaticPaint.ts, the pattern of services/staticPaint.ts), built from the
 * answers the same page carries, so the copy says what the app then shows, in the page's language;
 * its <style> is allowed by its hash and the app's scripts start after it has painted. Nobody
 * without a quote gets one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_ES } from '../../schemas/i18n/es/messages';
import { hashSource } from '../../server/plugins/cspSources';
import { DEFERRED_SCRIPTS_ID } from '../../server/services/deferredAppScripts';
import { STATIC_PAINT_CSS } from '../../server/services/staticPaint';
import { cookieOf, dataOf, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let staticDir: string;
let quoted: { session: Session; id: string };
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'bs-shoppaint-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>shell</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { staticDir } });
  const response = await post(t.app, { cookie: undefined }, 'add-filter-for-new-user', {
    zip: '62701', dob: '01/15/1986', gender: '0', tier: 'IO', eprocess: 'applicant', type: 'new-member', open_type: 'user',
  });
  const session = { cookie: cookieOf(response) };
  quoted = { session, id: dataOf<{ temp_enrollment_id: string }>(response).temp_enrollment_id };
  for (const [plan_id, plan_pricing_id] of [[304, 3041], [401, 4012]]) dataOf(await post(t.app, session, 'add-plan-to-cart', { enrollment_id: quoted.id, plan_id, plan_pricing_id }));
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const BLOCKS = /<script type="application\/json" id="first-paint-(?:data|session)">([^<]*)<\/script>/g;
/** The copy: from its element to the page's next script or hint (it sits before them, services/staticPaint.ts). */
const PAINT = /<div id="static-first-paint"[^>]*aria-hidden="true"><style>([^<]*)<\/style>.*?(?=<script|<link)/s;

/** The page as a browser with `cookie` gets it: the copy's markup, the answers the app reads (the visitor's over the public ones), its policy. */
async function page(url: string, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  const answers = Object.assign({}, ...[...response.body.matchAll(BLOCKS)].map((match) => JSON.parse(match[1]) as Record<string, unknown>)) as Record<string, unknown>;
  const paint = PAINT.exec(response.body);
  return { body: response.body, paint: paint?.[0] ?? '', style: paint?.[1], answers, csp: String(response.headers['content-security-policy']) };
}

const heading = (markup: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1];

describe("a quoted visitor's plan detail and cart, painted from the page", () => {
  it("the cart: My Cart, its plans and the rider offered; its <style> allowed by hash; the app's scripts after the paint", async () => {
    const { body, paint, style, csp } = await page('/cart', quoted.session.cookie);
    expect(heading(paint)).toBe('My Cart');
    expect(paint).toContain('>Prairie Medical Basic</span>');
    expect(paint).toContain('>BrightSmile Dental Plus</span>');
    expect(paint).toContain('<span class="cart-line__name cart-rider__name">BrightSmile Orthodontia Rider</span>');
    expect(style).toBe(STATIC_PAINT_CSS);
    expect(csp).toContain(hashSource(STATIC_PAINT_CSS));
    expect(body).not.toContain('<script type="module"');
    expect(body.indexOf(DEFERRED_SCRIPTS_ID)).toBeGreaterThan(body.indexOf('id="static-first-paint"'));
  });

  it("plan detail: the plan's heading and short text as the page's own answer says them", async () => {
    const { paint, answers } = await page('/plan/304/prairie-medical-basic', quoted.session.cookie);
    const shown = answers['/api/v1/get-plan-detail/304'] as { plan: { plan_name: string; plan_short_text: string } };
    expect(heading(paint)).toBe(shown.plan.plan_name);
    expect(paint).toContain(`>${shown.plan.plan_short_text}</p></div></div>`);
  });

  it('in Spanish for a Spanish caller', async () => {
    const cookie = `${quoted.session.cookie}; lang=es`;
    const cart = await page('/cart', cookie);
    expect(heading(cart.paint)).toBe(MESSAGES_ES.cartTitle);
    expect(cart.paint).toContain(`>${MESSAGES_ES.cartRidersTitle}</h2>`);
    expect(cart.paint).toContain('<span class="cart-line__per">al mes</span>');
    const detail = await page('/plan/304', cookie);
    expect(detail.paint).toContain('<li>Detalles del plan</li>');
    // The plan's texts as get-plan-detail answered the Spanish caller: marked English only when they are.
    const shown = detail.answers['/api/v1/get-plan-detail/304'] as { plan: { plan_short_text: string; content_lang?: string } };
    const lang = (shown.plan.content_lang ?? 'en') === 'es' ? '' : ' lang="en"';
    expect(detail.paint).toContain(`<p${lang}>${shown.plan.plan_short_text}</p>`);
  });

  it('nobody without a quote gets one, nor a page other than plan detail and the cart', async () => {
    expect((await page('/cart')).paint).toBe('');
    expect((await page('/plan/304')).paint).toBe('');
    expect((await page('/plans', quoted.session.cookie)).paint).toBe('');
  });
});
