/**
 * The storefront's cart routes through the app (issue 8 points 6 and 7): the header's count and
 * amount, the cart's lines, removing a line, the effective dates, the checkout (effective date and
 * type, replacing an earlier one) and the applicant's upsells (term life for IO, the vision/dental
 * bundle), all computed from the cart's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0005, DEMO0006 } from '../../schemas/demo/enrollments';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { effectiveDatesFrom } from '../../server/services/cartCheckout';
import { cookieOf, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { TINY_PNG } from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d1: Session;
let d5: Session;
let d6: Session;
beforeAll(async () => {
  t = await createTestApp();
  d1 = await resume(t.app, DEMO0001.code, DEMO0001.email);
  d5 = await resume(t.app, DEMO0005.code, DEMO0005.email);
  // DEMO0006 is Jordan Avery's rep enrollment: Rep Enrollment at checkout needs him signed in.
  const rep = await post(t.app, await resume(t.app, DEMO0006.code, DEMO0006.email), 'portal-sign-in', { email: 'jordan.avery@example.com', password: DEMO_PORTAL_PASSWORD });
  d6 = { cookie: cookieOf(rep) };
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0005.id, DEMO0006.id]);

const setFilter = (id: string, filter: Record<string, unknown>) =>
  t.db.updateTable('enrollments').set({ filter_info: JSON.stringify(filter) }).where('id', '=', id).execute();
const emptyCart = (id: string) => t.db.deleteFrom('cart_items').where('enrollment_id', '=', id).execute();
const remove = (session: Session, id: string, planId: number, pricingId: number) =>
  get(t.app, session, 'remove-plan-from-cart', { enrollment_id: id, plan_id: String(planId), plan_pricing_id: String(pricingId) });

describe('get-cart-count and get-cart-amount', () => {
  it('answer how many plans the cart holds and what they cost a month', async () => {
    expect(dataOf(await get(t.app, d1, 'get-cart-count', { enrollment_id: DEMO0001.id }))).toEqual({ result: 2 });
    expect(dataOf(await get(t.app, d1, 'get-cart-amount', { enrollment_id: DEMO0001.id }))).toEqual({ result: '450.70' });
  });

  it('answer 0 and 0.00 for an empty cart', async () => {
    await emptyCart(DEMO0006.id);
    expect(dataOf(await get(t.app, d6, 'get-cart-count', { enrollment_id: DEMO0006.id }))).toEqual({ result: 0 });
    expect(dataOf(await get(t.app, d6, 'get-cart-amount', { enrollment_id: DEMO0006.id }))).toEqual({ result: '0.00' });
  });

  it("refuse another session's enrollment", async () => {
    expect((await get(t.app, d6, 'get-cart-count', { enrollment_id: DEMO0001.id })).statusCode).toBe(403);
  });
});

describe('remove-plan-from-cart', () => {
  it('removes the line and answers the cart after it', async () => {
    const response = await remove(d1, DEMO0001.id, 401, 4011);
    expect(dataOf(response)).toMatchObject({ result: [{ plan_id: 301 }], initial_month_cost: '412.50', recurring_month_cost: '412.50' });
    expect(dataOf(await get(t.app, d1, 'get-cart-count', { enrollment_id: DEMO0001.id }))).toEqual({ result: 1 });
  });

  it('refuses a line the cart does not hold, at plan_id, and changes nothing', async () => {
    for (const [planId, pricingId] of [[501, 5011], [401, 4012]] as const) {
      const response = await remove(d1, DEMO0001.id, planId, pricingId);
      expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({
        status: 422, errors: [{ target_element: 'plan_id', error_message: MESSAGES.cartPlanNotInCart }],
      });
    }
    expect(dataOf(await get(t.app, d1, 'get-cart-count', { enrollment_id: DEMO0001.id }))).toEqual({ result: 2 });
  });

  it('keeps the wellness membership while the premier plan is in the cart', async () => {
    expect(fieldErrors(await remove(d5, DEMO0005.id, 901, 9011))).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.cartPlanNotRemovable }]);
    expect(dataOf(await remove(d5, DEMO0005.id, 310, 3102))).toMatchObject({ result: [{ plan_id: 901, removable: true }] });
    expect(dataOf(await remove(d5, DEMO0005.id, 901, 9011))).toEqual({ result: [], initial_month_cost: '0.00', recurring_month_cost: '0.00' });
  });

  it('answers 409 on a completed enrollment and removes nothing', async () => {
    await t.db.updateTable('enrollments').set({ status: 'completed' }).where('id', '=', DEMO0001.id).execute();
    expect((await remove(d1, DEMO0001.id, 401, 4011)).statusCode).toBe(409);
    expect(dataOf(await get(t.app, d1, 'get-cart-count', { enrollment_id: DEMO0001.id }))).toEqual({ result: 2 });
  });
});

describe('effective dates and cart-checkout', () => {
  it('offers the first day of each of the next three months', async () => {
    expect(effectiveDatesFrom(new Date('2026-11-23T02:00:00Z'))).toEqual(['12/01/2026', '01/01/2027', '02/01/2027']);
    expect(effectiveDatesFrom(new Date('2026-01-31T23:59:00Z'))).toEqual(['02/01/2026', '03/01/2026', '04/01/2026']);
    expect(dataOf(await get(t.app, d1, 'get-cart-effective-dates', { enrollment_id: DEMO0001.id }))).toEqual({ result: effectiveDatesFrom(new Date()) });
  });

  it("records an applicant's checkout: the effective date, eprocess applicant", async () => {
    const [, second] = effectiveDatesFrom(new Date());
    const response = await post(t.app, d1, 'cart-checkout', { enrollment_id: DEMO0001.id, effective_date: second, type: 'applicant' });
    expect(dataOf(response)).toEqual({ effective_date: second, eprocess: 'applicant' });
    const row = await t.db.selectFrom('enrollments').select(['effective_date', 'eprocess']).where('id', '=', DEMO0001.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ effective_date: second, eprocess: 'applicant' });
  });

  it('refuses a date not offered, a missing date, Rep Enrollment by an applicant and an empty cart, at their fields', async () => {
    const [first] = effectiveDatesFrom(new Date());
    const checkout = (session: Session, id: string, body: Record<string, unknown>) => post(t.app, session, 'cart-checkout', { enrollment_id: id, ...body });
    expect(fieldErrors(await checkout(d1, DEMO0001.id, { effective_date: '07/01/2020', type: 'applicant' })))
      .toEqual([{ target_element: 'effective_date', error_message: MESSAGES.cartEffectiveDateUnavailable }]);
    expect(fieldErrors(await checkout(d1, DEMO0001.id, { type: 'applicant' }))).toEqual([{ target_element: 'effective_date', error_message: MESSAGES.cartChooseEffectiveDate }]);
    expect(fieldErrors(await checkout(d1, DEMO0001.id, { effective_date: first, type: 'rep' }))).toEqual([{ target_element: 'type', error_message: MESSAGES.cartRepCheckoutRefused }]);
    await emptyCart(DEMO0001.id);
    expect(fieldErrors(await checkout(d1, DEMO0001.id, { effective_date: first, type: 'applicant' }))).toEqual([{ target_element: 'general', error_message: MESSAGES.cartCheckoutEmpty }]);
    expect((await t.db.selectFrom('enrollments').select('effective_date').where('id', '=', DEMO0001.id).executeTakeFirstOrThrow()).effective_date).toBe(DEMO0001.effective_date);
  });

  it('files the cart screenshot taken at checkout under cart_info', async () => {
    const response = await post(t.app, d1, 'save-screenshot', { enrollment_id: DEMO0001.id, name: 'cart_info', image: TINY_PNG });
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('screenshots').select('name').where('enrollment_id', '=', DEMO0001.id).where('name', '=', 'cart_info').executeTakeFirst();
    expect(row).toEqual({ name: 'cart_info' });
    await t.db.deleteFrom('screenshots').where('enrollment_id', '=', DEMO0001.id).where('name', '=', 'cart_info').execute();
  });

  it("a rep's Member Enrollment, then Rep Enrollment again: each checkout replaces the last", async () => {
    const [first, second] = effectiveDatesFrom(new Date());
    expect(dataOf(await post(t.app, d6, 'cart-checkout', { enrollment_id: DEMO0006.id, effective_date: first, type: 'applicant' })))
      .toEqual({ effective_date: first, eprocess: 'applicant' });
    expect(dataOf(await post(t.app, d6, 'cart-checkout', { enrollment_id: DEMO0006.id, effective_date: second, type: 'rep' })))
      .toEqual({ effective_date: second, eprocess: 'rep' });
    const row = await t.db.selectFrom('enrollments').select(['effective_date', 'eprocess', 'shop_eprocess']).where('id', '=', DEMO0006.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ effective_date: second, eprocess: 'rep', shop_eprocess: 'rep' });
  });
});

describe('upsells', () => {
  const suggested = (session: Session, id: string) => get(t.app, session, 'get-suggested-plan-list', { enrollment_id: id });
  const popup = (session: Session, id: string, planId: number) => get(t.app, session, 'get-suggested-plan-list-new', { enrollment_id: id, plan_id: String(planId) });

  it('offers an IO applicant term life, then the vision/dental bundle, priced for them', async () => {
    await setFilter(DEMO0001.id, { ...DEMO0001.filter_info, tier: 'IO' });
    await t.db.deleteFrom('cart_items').where('enrollment_id', '=', DEMO0001.id).where('plan_id', '=', 401).execute();
    expect(dataOf(await suggested(d1, DEMO0001.id))).toEqual({
      result: [
        { plan_id: 1501, plan_pricing_id: 15012, plan_name: 'Prairie Term Life 100k', price: '23.80', plan_logo: expect.any(String) },
        { plan_id: 501, plan_pricing_id: 5011, plan_name: 'ClearView Vision', price: '12.50', plan_logo: expect.any(String) },
      ],
    });
    expect(dataOf(await popup(d1, DEMO0001.id, 1501))).toMatchObject({
      result: { plan_category: 'term_life', pop_up_display: true, plan_id: 1501, ppid: 15012, plan_price: '23.80', plan_id_1: null, plan_pricing_id_1: null },
    });
    expect(dataOf(await popup(d1, DEMO0001.id, 501))).toMatchObject({
      result: { plan_category: 'vision', pop_up_display: true, plan_id: 501, ppid: 5011, plan_id_1: 401, plan_pricing_id_1: 4012, plan_price: '33.90' },
    });
  });

  it('leaves term life out for other tiers and the dental plan out of the bundle once the cart holds it', async () => {
    expect(dataOf(await suggested(d1, DEMO0001.id))).toMatchObject({ result: [{ plan_id: 501, plan_pricing_id: 5012, price: '21.00' }] });
    expect(dataOf(await popup(d1, DEMO0001.id, 1501))).toMatchObject({ result: { pop_up_display: false, ppid: null } });
    expect(dataOf(await popup(d1, DEMO0001.id, 501))).toMatchObject({ result: { pop_up_display: true, plan_id_1: null, plan_price: '21.00' } });
  });

  it('offers reps and groups nothing, and answers 422 for a plan that is no offer', async () => {
    expect(dataOf(await suggested(d6, DEMO0006.id))).toEqual({ result: [] });
    expect(fieldErrors(await popup(d6, DEMO0006.id, 1501))).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.cartNoOffer }]);
    expect(fieldErrors(await popup(d1, DEMO0001.id, 301))).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.cartNoOffer }]);
  });
});
