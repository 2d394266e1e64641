/**
 * Issue 17: a quoted visitor's /plans, /cart and plan detail carry the page's own first calls (the listing's
 * first page, its categories and the saved quote; the cart, its effective dates, count and amount)
 * as the visitor's session gets them from the API, keyed by the URLs the app asks; /plans hints its
 * first logos; a plan's detail its quote-bound checks; each of them the layout's first calls (the portal's texts, the menu,
 * the ticketing address). Nobody else's page carries them, and a page that does is stored by no one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, dataOf, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let staticDir: string;
let quoted: { session: Session; id: string };
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'bs-sessionpaint-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { staticDir } });
  const response = await post(t.app, { cookie: undefined }, 'add-filter-for-new-user', {
    zip: '62701', dob: '01/15/1986', gender: '0', tier: 'IO', eprocess: 'applicant', type: 'new-member', open_type: 'user',
  });
  const session = { cookie: cookieOf(response) };
  quoted = { session, id: dataOf<{ temp_enrollment_id: string }>(response).temp_enrollment_id };
  dataOf(await post(t.app, session, 'add-plan-to-cart', { enrollment_id: quoted.id, plan_id: 304, plan_pricing_id: 3041 }));
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The public block and, at the page's end, the visitor's own (server/plugins/shellPage.ts). */
const BLOCKS = /<script type="application\/json" id="first-paint-(?:data|session)">([^<]*)<\/script>/g;

/** The page `url` as a browser with `cookie` gets it: its answers, its cache-control and its HTML. */
async function page(url: string, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  const answers = Object.assign({}, ...[...response.body.matchAll(BLOCKS)].map((match) => JSON.parse(match[1]) as Record<string, unknown>)) as Record<string, unknown>;
  return { answers, cacheControl: response.headers['cache-control'], body: response.body };
}

/** The quoted visitor's own answer of an API GET. */
const own = async (path: string, query: Record<string, string>) => dataOf(await get(t.app, quoted.session, path, query));

describe("a quoted visitor's shop pages", () => {
  it('/plans carries the first page of the listing, its categories and the saved quote, and hints the first logos', async () => {
    const { answers, cacheControl, body } = await page('/plans', quoted.session.cookie);
    // The visitor's own answers come at the page's end, after the head the browser starts on at once.
    expect(body.indexOf('id="first-paint-session"')).toBeGreaterThan(body.indexOf('id="first-paint-data"'));
    const id = quoted.id;
    const listing = await own('get-filtered-plans', { enrollment_id: id, page: '1', page_size: '24' });
    expect(answers[`/api/v1/get-filtered-plans?enrollment_id=${id}&page=1&page_size=24`]).toEqual(listing);
    expect(answers[`/api/v1/get-left-side-filter-fields?enrollment_id=${id}`]).toEqual(await own('get-left-side-filter-fields', { enrollment_id: id }));
    expect(answers[`/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`]).toMatchObject({ result: { zip: '62701', tier: 'IO' } });
    expect(cacheControl).toBe('no-store');
    const logos = [...body.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map((m) => m[1]);
    const firstLogo = (listing as { result: { plans: { plan_logo: string }[] }[] }).result[0].plans[0].plan_logo;
    expect(logos[0]).toBe(firstLogo);
    expect(logos.length).toBeLessThanOrEqual(2);
  });

  it('/cart carries the cart with its riders, the effective dates, the count and the amount', async () => {
    const { answers } = await page('/cart', quoted.session.cookie);
    const query = { enrollment_id: quoted.id };
    const calls = ['get-plan-cart', 'get-cart-effective-dates', 'get-cart-count', 'get-cart-amount'];
    const embedded = calls.map((call) => answers[`/api/v1/${call}?enrollment_id=${quoted.id}`]);
    expect(embedded).toEqual(await Promise.all(calls.map((call) => own(call, query))));
    expect(answers[`/api/v1/get-plan-cart?enrollment_id=${quoted.id}`]).toMatchObject({ result: [{ plan_id: 304 }] });
  });

  it("a plan's detail carries the saved quote, the answered check, the related plans and the plan's prices beside the plan's public detail", async () => {
    const id = quoted.id;
    const { answers } = await page('/plan/304/prairie-medical-select', quoted.session.cookie);
    const query = { enrollment_id: id, plan_id: '304' };
    expect(answers[`/api/v1/check-already-answered?enrollment_id=${id}&plan_id=304`]).toEqual(await own('check-already-answered', query));
    expect(answers[`/api/v1/get-related-plans?enrollment_id=${id}&plan_id=304`]).toEqual(await own('get-related-plans', query));
    expect(answers[`/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`]).toMatchObject({ result: { zip: '62701' } });
    expect(answers['/api/v1/get-plan-detail/304']).toMatchObject({ plan: { plan_id: 304 } });
    // The prices whole, as the route answers the visitor (a coded answer: statusCode beside data).
    const pricing = await t.app.inject({ method: 'GET', url: `/api/v1/get-plan-pricing-detail?pid=304&enrollment_id=${id}`, headers: { cookie: quoted.session.cookie } });
    expect(answers[`/api/v1/get-plan-pricing-detail?pid=304&enrollment_id=${id}`]).toEqual(pricing.json());
    expect(pricing.json()).toMatchObject({ status: 'success', data: { plans: [{}] } });
  });

  it('each shop page carries what the layout asks at once: the portal\'s texts, the header\'s menu as the quote\'s visitor asks it, the ticketing address', async () => {
    const menu = '/api/v1/get-common-menu?portal_id=11&eprocess=applicant&open_type=user';
    const messages = dataOf(await get(t.app, quoted.session, 'get-form-fields-messages', {}));
    const categories = dataOf(await get(t.app, quoted.session, 'get-common-menu', { portal_id: '11', eprocess: 'applicant', open_type: 'user' }));
    const ticket = await get(t.app, quoted.session, 'get-ticket-link', {});
    // No ticketing system in the test app: the lookup's 204, embedded as null (apiLookup's reading of a 204).
    expect(ticket.statusCode).toBe(204);
    for (const url of ['/plans', '/cart', '/plan/304/prairie-medical-select']) {
      const { answers } = await page(url, quoted.session.cookie);
      expect({ url, messages: answers['/api/v1/get-form-fields-messages'], menu: answers[menu], ticket: answers['/api/v1/get-ticket-link'] })
        .toEqual({ url, messages, menu: categories, ticket: null });
    }
    // The cart's page also carries the saved quote (its recommendations' ranking) and who is signed in (nobody).
    const { answers } = await page('/cart', quoted.session.cookie);
    expect(answers[`/api/v1/get-enrollment-temp-info?enrollment_id=${quoted.id}&column=filter_info`]).toMatchObject({ result: { zip: '62701' } });
    expect(answers['/api/v1/portal-session']).toEqual(dataOf(await get(t.app, quoted.session, 'portal-session', {})));
  });

  it("is nobody else's: no cookie, another session or another page carries none of it, and those pages stay shareable", async () => {
    const stranger = await post(t.app, { cookie: undefined }, 'add-filter-for-new-user', {
      zip: '62701', dob: '01/15/1986', gender: '0', tier: 'IO', eprocess: 'applicant', type: 'new-member', open_type: 'user',
    });
    const cases = [['/plans', undefined], ['/cart', undefined], ['/cart', cookieOf(stranger)], ['/home', quoted.session.cookie]] as const;
    const seen = await Promise.all(cases.map(async ([url, cookie]) => {
      const { answers, cacheControl, body } = await page(url, cookie);
      return { url, mine: body.includes(quoted.id), quoteBound: Object.keys(answers).filter((key) => key.includes('enrollment_id')).length > 0, cacheControl };
    }));
    expect(seen).toEqual([
      { url: '/plans', mine: false, quoteBound: false, cacheControl: 'no-cache' },
      { url: '/cart', mine: false, quoteBound: false, cacheControl: 'no-cache' },
      // The other visitor's page carries that visitor's own (empty) cart, stored by no one.
      { url: '/cart', mine: false, quoteBound: true, cacheControl: 'no-store' },
      { url: '/home', mine: false, quoteBound: false, cacheControl: 'no-cache' },
    ]);
  });
});
