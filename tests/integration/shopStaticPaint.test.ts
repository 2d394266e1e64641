/**
 * Issue 17: a quoted visitor's plan detail, cart and plans listing carry their top as static
 * markup (server/services/shopStaticPaint.ts and plansStaticPaint.ts, the pattern of
 * services/staticPaint.ts), built from the answers the same page carries, so the copy says what
 * the app then shows, in the page's language; its <style> is allowed by its hash, the site's theme
 * comes from our own origin, and the app's scripts start after it has painted. Nobody without a
 * quote gets one, and what the store's texts hold is written as text.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MESSAGES_ES } from '../../schemas/i18n/es/messages';
import { MESSAGES } from '../../schemas/messages';
import { fill } from '../../schemas/uiText/fill';
import { textsIn } from '../../schemas/i18n/localizable';
import { STOREFRONT_SHOP_PLANS_TEXT } from '../../schemas/uiText/storefront/shop/plans';
import { hashSource } from '../../server/plugins/cspSources';
import { DEFERRED_SCRIPTS_ID } from '../../server/services/deferredAppScripts';
import { STATIC_PAINT_CSS, STATIC_PAINT_THEME_PATH } from '../../server/services/staticPaint';
import { escapeHtml } from '../../server/services/html';
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

  it('nobody without a quote gets one, nor a page other than plan detail, the cart and the listing of every category', async () => {
    expect((await page('/cart')).paint).toBe('');
    expect((await page('/plan/304')).paint).toBe('');
    expect((await page('/plans')).paint).toBe('');
    const category = await page('/plans?type=dental', quoted.session.cookie);
    expect(category.paint).toBe('');
    // Without a copy the scripts start at once.
    expect(category.body).toContain('<script type="module"');
    expect((await page('/enrollment-list', quoted.session.cookie)).paint).toBe('');
  });
});

interface ListedPlan { plan_id: number; plan_name: string; plan_short_text: string; plan_logo: string; content_lang?: string }
interface Listing { result: { category: string; plans: ListedPlan[] }[]; paging?: { total: number } }
const listingOf = (answers: Record<string, unknown>) => answers[`/api/v1/get-filtered-plans?enrollment_id=${quoted.id}&page=1&page_size=24`] as Listing;

describe("a quoted visitor's plans listing, painted from the page", () => {
  it("its heading, the saved quote, the categories and the first page's cards as the page's own answer lists them, and the count", async () => {
    const { paint, answers, body } = await page('/plans', quoted.session.cookie);
    expect(heading(paint)).toBe('Plans');
    const listing = listingOf(answers);
    const plans = listing.result.flatMap((group) => group.plans);
    expect(paint.match(/<article class="plan-card">/g)).toHaveLength(plans.length);
    for (const plan of plans.slice(0, 3)) {
      expect(paint).toContain(`<h3 class="plan-card__name">${escapeHtml(plan.plan_name)}</h3>`);
      expect(paint).toContain(`<p class="plan-card__text">${escapeHtml(plan.plan_short_text)}</p>`);
    }
    expect(paint).toContain(`<img class="plan-card__logo" src="${plans[0].plan_logo}"`);
    expect(paint).toContain(`<output class="plans-more__count">${fill(MESSAGES.plansShown, { shown: plans.length, total: listing.paging?.total ?? plans.length })}</output>`);
    expect(paint).toContain('<dt>Zip</dt><dd>62701</dd>');
    expect(paint).toContain('<li><a aria-current="page">All Plans</a></li>');
    expect(body).not.toContain('<script type="module"');
  });

  it('in Spanish for a Spanish caller, the short texts marked English only where the listing answered them so', async () => {
    const { paint, answers } = await page('/plans', `${quoted.session.cookie}; lang=es`);
    const text = textsIn('es', STOREFRONT_SHOP_PLANS_TEXT);
    expect(heading(paint)).toBe(text.plansPage.plans);
    expect(paint).toContain(`<h2 class="plans-categories__title">${text.categoryList.categories}</h2>`);
    expect(paint).toContain('<li><a>Planes de ingresos por discapacidad</a></li>');
    const listing = listingOf(answers);
    const plans = listing.result.flatMap((group) => group.plans);
    expect(paint).toContain(fill(MESSAGES_ES.plansShown, { shown: plans.length, total: listing.paging?.total ?? plans.length }));
    for (const plan of plans) {
      const lang = (plan.content_lang ?? 'en') === 'es' ? '' : ' lang="en"';
      expect(paint).toContain(`<p class="plan-card__text"${lang}>${escapeHtml(plan.plan_short_text)}</p>`);
    }
    expect(plans.some((plan) => plan.content_lang === 'es')).toBe(true);
  });

  it("the site's theme colours the copy from a stylesheet of our own origin", async () => {
    const { body } = await page('/plans', quoted.session.cookie);
    const href = /<link rel="stylesheet" href="([^"]*)">/.exec(body.slice(body.indexOf(STATIC_PAINT_THEME_PATH) - 40))?.[1];
    expect(href?.startsWith(`${STATIC_PAINT_THEME_PATH}?site_domain=`)).toBe(true);
    const theme = await t.app.inject({ method: 'GET', url: href!.replaceAll('&amp;', '&') });
    expect(theme.headers['content-type']).toMatch(/^text\/css/);
    expect(theme.body).toMatch(/^#static-first-paint\{--bs-[a-z]+:[^;{}<>]+(;--bs-[a-z]+:[^;{}<>]+)*\}$/);
  });

  it("writes a store's text holding markup as text", async () => {
    const { answers } = await page('/plans', quoted.session.cookie);
    const first = listingOf(answers).result[0].plans[0];
    const hostile = '<img src=x onerror="alert(1)">&\'';
    await sql`UPDATE plans SET short_text = ${hostile} WHERE id = ${first.plan_id}`.execute(t.db);
    try {
      const { paint } = await page('/plans', quoted.session.cookie);
      expect(paint).toContain('<p class="plan-card__text">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;</p>');
      expect(paint).not.toContain('<img src=x');
    } finally {
      await sql`UPDATE plans SET short_text = ${first.plan_short_text} WHERE id = ${first.plan_id}`.execute(t.db);
    }
  });
});
