/**
 * Plan detail and add to cart through the app (issue 8 point 5): get-plan-detail with its texts
 * and the membership's content, get-related-plans, check-already-in-cart, add-plan-to-cart
 * (re-priced on the server; blackout and already-active refusals with the server's text; the
 * accident-plan offer), the premier two-plan add with the membership, bad input and the guards.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BLACKOUTS } from '../../schemas/demo/catalog';
import { DEMO0004, DEMO0006 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let visitor: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await resume(t.app, DEMO0006.code, DEMO0006.email);
  member = await resume(t.app, DEMO0004.code, DEMO0004.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0006.id, DEMO0004.id]);

/** Jordan Avery's visitor of the issue: zip 62701 (IL), born 06/15/1985, tier IS, with an empty cart. */
const QUOTE = { zip: '62701', state: 'IL', dob: '06/15/1985', gender: '1', tier: 'IS' };
beforeEach(async () => {
  for (const id of [DEMO0006.id, DEMO0004.id]) {
    await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify(QUOTE), portal_id: 11 }).where('id', '=', id).execute();
    await t.db.deleteFrom('cart_items').where('enrollment_id', '=', id).execute();
  }
});

const cartOf = async (id: string) => (await t.db.selectFrom('cart_items').select(['plan_id', 'pricing_id']).where('enrollment_id', '=', id).orderBy('position').execute());
const add = (session: Session, id: string, plan_id: number, plan_pricing_id: number) => post(t.app, session, 'add-plan-to-cart', { enrollment_id: id, plan_id, plan_pricing_id });

describe('get-plan-detail', () => {
  it('answers a plan with its category, logo, short text and detail texts', async () => {
    const response = await get(t.app, { cookie: undefined }, 'get-plan-detail/301');
    expect(response.statusCode).toBe(200);
    const data = dataOf<{ plan: Record<string, unknown>; plan_desc: Record<string, string> }>(response);
    expect(data.plan).toMatchObject({ plan_id: 301, plan_name: 'Prairie Medical Essentials', plan_category: 'medical', plan_type: 'standard', requires_membership: false });
    expect(data.plan).toMatchObject({ plan_logo: '/pictures/carriers/prairie-health.svg', carrier: 'Prairie Health' });
    expect(data.plan_desc.header_text).toBe('Prairie Medical Essentials');
    expect(data.plan_desc.exclusions_text_name).not.toBe('');
  });

  it('answers the premier plan with its membership need and 3% fee', async () => {
    expect(dataOf<{ plan: unknown }>(await get(t.app, { cookie: undefined }, 'get-plan-detail/310')).plan)
      .toMatchObject({ plan_type: 'MM', requires_membership: true, is_prudential_plan: true, admin_fee_percent: 3 });
  });

  it('without an id answers the wellness membership', async () => {
    const data = dataOf<{ plan: unknown; plan_desc: { association_text: string } }>(await get(t.app, { cookie: undefined }, 'get-plan-detail'));
    expect(data.plan).toMatchObject({ plan_id: 901, plan_type: 'membership' });
    expect(data.plan_desc.association_text).toContain('$5.00');
  });

  it('answers 404 for an unknown plan and 422 for a malformed id', async () => {
    expect((await get(t.app, { cookie: undefined }, 'get-plan-detail/999999')).statusCode).toBe(404);
    const bad = await get(t.app, { cookie: undefined }, 'get-plan-detail/abc');
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad)).toEqual([{ target_element: 'id', error_message: MESSAGES.pricingPlanUnknown }]);
  });
});

describe('get-related-plans', () => {
  it('lists other plans of the category the visitor may see, never a membership', async () => {
    const response = await get(t.app, visitor, 'get-related-plans', { enrollment_id: DEMO0006.id, plan_id: '1901' });
    const ids = dataOf<{ result: { plan_id: number; plan_category: string }[] }>(response).result.map((plan) => plan.plan_id);
    expect(ids).toContain(2101);
    expect(ids).not.toContain(1901);
  });
});

describe('add-plan-to-cart', () => {
  it('adds the priced line, answers the cart count and offers the accident plan after a medical plan', async () => {
    const response = await add(visitor, DEMO0006.id, 301, 3011);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success', data: { cart_count: 1, suggested_plan: { plan_id: 1801, plan_name: 'Everyday Accident Plan', plan_pricing_id: 18012, price: '24.00' } },
    });
    expect(await cartOf(DEMO0006.id)).toEqual([{ plan_id: 301, pricing_id: 3011 }]);
    expect(dataOf(await post(t.app, visitor, 'check-already-in-cart', { enrollment_id: DEMO0006.id, plan_id: 301, plan_pricing_id: 3011 }))).toEqual({ result: true });
  });

  it('offers nothing after a dental plan or once the accident plan is in the cart', async () => {
    expect(dataOf(await add(visitor, DEMO0006.id, 401, 4011))).toEqual({ cart_count: 1, suggested_plan: null });
    await add(visitor, DEMO0006.id, 1801, 18012);
    expect(dataOf(await add(visitor, DEMO0006.id, 1101, 11026))).toEqual({ cart_count: 3, suggested_plan: null });
  });

  it('a second add of the plan keeps one line', async () => {
    await add(visitor, DEMO0006.id, 401, 4011);
    expect(dataOf(await add(visitor, DEMO0006.id, 401, 4011))).toMatchObject({ cart_count: 1 });
  });

  it('refuses a price that is not the visitor\'s now at plan_pricing_id, and a refused pricing at plan_id', async () => {
    const wrongTier = await add(visitor, DEMO0006.id, 301, 3012);
    expect(wrongTier.statusCode).toBe(422);
    expect(fieldErrors(wrongTier)).toEqual([{ target_element: 'plan_pricing_id', error_message: MESSAGES.planPriceChanged }]);
    const smoker = await add(visitor, DEMO0006.id, 1701, 17012);
    expect(fieldErrors(smoker)).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.pricingSmoker }]);
    expect(await cartOf(DEMO0006.id)).toEqual([]);
  });

  it('answers the blackout window\'s text and adds nothing', async () => {
    const response = await add(visitor, DEMO0006.id, 2101, 21012);
    const message = DEMO_BLACKOUTS[0]?.message ?? '';
    expect(response.json()).toEqual({ status: 'error', errorCode: 'blackout', message, data: [{ target_element: 'general', error_message: message }], content_lang: 'en' });
    expect(await cartOf(DEMO0006.id)).toEqual([]);
  });

  it('answers already active for member 7001\'s ACTIVE dental plan, but adds her TERMED vision plan', async () => {
    const response = await add(member, DEMO0004.id, 401, 4011);
    expect(response.json()).toMatchObject({ status: 'error', errorCode: 'alreadyActive', message: MESSAGES.planAlreadyActive.replace('{plan}', 'BrightSmile Dental Plus') });
    await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({ ...QUOTE, tier: 'IO' }) }).where('id', '=', DEMO0004.id).execute();
    expect(dataOf(await add(member, DEMO0004.id, 501, 5011))).toMatchObject({ cart_count: 1 });
  });

  it('refuses the premier plan without the membership', async () => {
    await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({ ...QUOTE, tier: 'IC' }) }).where('id', '=', DEMO0006.id).execute();
    const response = await add(visitor, DEMO0006.id, 310, 3101);
    expect(fieldErrors(response)).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.membershipRequired }]);
  });

  it('needs the carrier questions of plan 1201 answered first', async () => {
    const refused = await add(visitor, DEMO0006.id, 1201, 12012);
    expect(fieldErrors(refused)).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.planDetailAnswerFirst }]);
    const answers = [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 1 }, { qid: 3, true_condition: 0 }];
    expect((await post(t.app, visitor, 'save-aflac-questions', { enrollment_id: DEMO0006.id, plan_id: 1201, aflac_data: answers })).statusCode).toBe(200);
    expect(dataOf(await add(visitor, DEMO0006.id, 1201, 12012))).toMatchObject({ cart_count: 1 });
  });

  it('answers 401 without a session and 403 for another session\'s enrollment', async () => {
    expect((await add({ cookie: undefined }, DEMO0006.id, 301, 3011)).statusCode).toBe(401);
    expect((await add(member, DEMO0006.id, 301, 3011)).statusCode).toBe(403);
  });
});

describe('add-plan-to-cart-prudentials', () => {
  beforeEach(async () => {
    for (const id of [DEMO0006.id, DEMO0004.id]) {
      await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({ ...QUOTE, tier: 'IC' }) }).where('id', '=', id).execute();
    }
  });

  it('adds the premier plan and the $5.00 membership together', async () => {
    const response = await post(t.app, visitor, 'add-plan-to-cart-prudentials', { enrollment_id: DEMO0006.id, plan_id1: 310, plan_pricing_id1: 3101, plan_id: 901, plan_pricing_id: 9011 });
    expect(dataOf(response)).toMatchObject({ cart_count: 2, suggested_plan: { plan_id: 1801 } });
    expect(await cartOf(DEMO0006.id)).toEqual([{ plan_id: 310, pricing_id: 3101 }, { plan_id: 901, pricing_id: 9011 }]);
  });

  it('needs the membership from a new visitor, not from an existing member', async () => {
    const refused = await post(t.app, visitor, 'add-plan-to-cart-prudentials', { enrollment_id: DEMO0006.id, plan_id1: 310, plan_pricing_id1: 3101 });
    expect(fieldErrors(refused)).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.membershipRequired }]);
    const existing = await post(t.app, member, 'add-plan-to-cart-prudentials', { enrollment_id: DEMO0004.id, plan_id1: 310, plan_pricing_id1: 3101 });
    expect(dataOf(existing)).toMatchObject({ cart_count: 1 });
  });

  it('refuses a plan that is not a membership in the membership\'s place, adding nothing', async () => {
    const response = await post(t.app, visitor, 'add-plan-to-cart-prudentials', { enrollment_id: DEMO0006.id, plan_id1: 310, plan_pricing_id1: 3101, plan_id: 1801, plan_pricing_id: 18013 });
    expect(fieldErrors(response)).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.membershipRequired }]);
    expect(await cartOf(DEMO0006.id)).toEqual([]);
  });
});
