/**
 * The premier-carrier check through the app (issue 17 point 6; storefront.md sections 4 "Add to
 * cart" and 7): plan 1602 Premier Income Protection carries its carrier's status key; GET /{hash}
 * answers the carrier's status (open, closed with its text) and 404 for anything that is no key,
 * exactly as an unknown path; check-prudential-plan asks the dependents' dates of birth for a tier
 * with dependents; check-disability-plan and check-already-answered; and the add through
 * add-plan-to-cart-prudentials, refused at plan_id1 with the rule's text until each is settled,
 * without the membership (the plan is not sold with it). Bad input 422, never a 500; nothing added
 * on a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARRIER_STATUSES, DEMO_PREMIER_CARRIER_PLAN } from '../../schemas/demo/premierCarrier';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const anonymous: Session = { cookie: undefined };
const PLAN = DEMO_PREMIER_CARRIER_PLAN.id;
const [PREMIER] = DEMO_CARRIER_STATUSES;
/** Tier IS's price row of plan 1602. */
const IS_PRICE = 16022;

type Visitor = { session: Session; id: string };

/** A new visitor's quote at 62701 (IL), born 06/15/1985, at `tier`. */
async function visitor(tier: string): Promise<Visitor> {
  const response = await post(t.app, anonymous, 'add-filter-for-new-user', { zip: '62701', dob: '06/15/1985', gender: '1', tier });
  return { session: { cookie: cookieOf(response) }, id: dataOf<{ temp_enrollment_id: string }>(response).temp_enrollment_id };
}

const check = async (v: Visitor, path: string) => dataOf(await get(t.app, v.session, path, { enrollment_id: v.id, plan_id: String(PLAN) }));
const giveIncome = (v: Visitor) => t.app.inject({
  method: 'PUT', url: `/api/v1/change-filter-info/${v.id}`, payload: { annual_incode: 30000, working_hours: 40 }, headers: { cookie: v.session.cookie! },
});
const giveSpouse = (v: Visitor) => post(t.app, v.session, 'store-temp-dependent-info', { enrollment_id: v.id, plan_id: PLAN, dep_dob: '02/02/1986' });
const answerCarrier = (v: Visitor) => post(t.app, v.session, 'save-aflac-questions', {
  enrollment_id: v.id, plan_id: PLAN, aflac_data: [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 0 }],
});
const addAlone = (v: Visitor, body: Record<string, unknown> = {}) => post(t.app, v.session, 'add-plan-to-cart-prudentials', {
  enrollment_id: v.id, plan_id1: PLAN, plan_pricing_id1: IS_PRICE, ...body,
});
const cartOf = async (id: string) => (await t.db.selectFrom('cart_items').select('plan_id').where('enrollment_id', '=', id).execute()).map((row) => row.plan_id);
const setCarrier = (accepting: boolean, message = '') => t.db.updateTable('carrier_statuses').set({ accepting, message }).where('hash', '=', PREMIER.hash).execute();

describe('the carrier status key on a plan', () => {
  it("is on the premier-carrier plan's detail, and absent for a carrier without a status", async () => {
    const premier = dataOf<{ plan: Record<string, unknown> }>(await get(t.app, anonymous, `get-plan-detail/${PLAN}`)).plan;
    expect(premier).toMatchObject({ is_prudential_plan: true, carrier_hash: PREMIER.hash, requires_membership: false, admin_fee_percent: 3 });
    const other = dataOf<{ plan: Record<string, unknown> }>(await get(t.app, anonymous, 'get-plan-detail/301')).plan;
    expect(other).not.toHaveProperty('carrier_hash');
  });
});

describe('GET /{hash}', () => {
  it('answers whether the carrier takes new applications, to anyone, and its text when it does not', async () => {
    expect(dataOf(await get(t.app, anonymous, PREMIER.hash))).toEqual({ status: true, message: '', content_lang: 'en' });
    await setCarrier(false, 'Premier Health Alliance takes new applications again on the 1st of next month.');
    expect(dataOf(await get(t.app, anonymous, PREMIER.hash))).toEqual({ status: false, message: 'Premier Health Alliance takes new applications again on the 1st of next month.', content_lang: 'en' });
    await setCarrier(false);
    expect(dataOf(await get(t.app, anonymous, PREMIER.hash))).toEqual({ status: false, message: MESSAGES.carrierClosed, content_lang: 'en' });
    await setCarrier(true);
  });

  it('answers 404 like any unknown path for a key of no carrier or no key at all', async () => {
    const unknownPath = await get(t.app, anonymous, 'no-such-route');
    for (const path of ['0'.repeat(64), PREMIER.hash.toUpperCase(), `${PREMIER.hash}0`, 'get-plan-detai', '%20']) {
      const response = await get(t.app, anonymous, path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknownPath.json());
    }
  });
});

describe('the checks of plan 1602', () => {
  it('check-prudential-plan: a premier-carrier plan, asking the spouse DOB at IS until it is given; nothing at IO', async () => {
    const single = await visitor('IO');
    expect(await check(single, 'check-prudential-plan')).toEqual({ status: true, depdob: false });
    const couple = await visitor('IS');
    expect(await check(couple, 'check-prudential-plan')).toEqual({ status: true, depdob: true });
    expect(dataOf(await giveSpouse(couple))).toEqual({ spouse_dob: '02/02/1986', no_of_children: null });
    expect(await check(couple, 'check-prudential-plan')).toEqual({ status: true, depdob: false });
  });

  it('check-disability-plan and check-already-answered follow the income and the carrier answers', async () => {
    const v = await visitor('IO');
    expect(await check(v, 'check-disability-plan')).toEqual({ status: true, complete: false });
    await giveIncome(v);
    expect(await check(v, 'check-disability-plan')).toEqual({ status: true, complete: true });
    expect(await check(v, 'check-already-answered')).toEqual({ status: false });
    expect(dataOf(await answerCarrier(v))).toEqual({ success_message: MESSAGES.carrierAnswersSaved });
    expect(await check(v, 'check-already-answered')).toEqual({ status: true });
  });
});

describe('the add through add-plan-to-cart-prudentials', () => {
  it('refuses at plan_id1 until the dependents and the answers are given, then adds the plan alone', async () => {
    const v = await visitor('IS');
    await giveIncome(v);
    expect(fieldErrors(await addAlone(v))).toEqual([{ target_element: 'plan_id1', error_message: MESSAGES.premierDependentsFirst }]);
    // add-plan-to-cart applies the same rule.
    const single = await post(t.app, v.session, 'add-plan-to-cart', { enrollment_id: v.id, plan_id: PLAN, plan_pricing_id: IS_PRICE });
    expect(fieldErrors(single)).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.premierDependentsFirst }]);
    await giveSpouse(v);
    expect(fieldErrors(await addAlone(v))).toEqual([{ target_element: 'plan_id1', error_message: MESSAGES.planDetailAnswerFirst }]);
    expect(await cartOf(v.id)).toEqual([]);
    await answerCarrier(v);
    expect(dataOf(await addAlone(v))).toEqual({ cart_count: 1, suggested_plan: null });
    expect(await cartOf(v.id)).toEqual([PLAN]);
  });

  it("refuses a closed carrier's plan with its text, adding nothing", async () => {
    const v = await visitor('IO');
    await giveIncome(v);
    await answerCarrier(v);
    await setCarrier(false, 'Closed for the demo.');
    try {
      expect(fieldErrors(await addAlone(v, { plan_pricing_id1: 16021 }))).toEqual([{ target_element: 'plan_id1', error_message: 'Closed for the demo.' }]);
      expect(await cartOf(v.id)).toEqual([]);
    } finally {
      await setCarrier(true);
    }
    expect(dataOf(await addAlone(v, { plan_pricing_id1: 16021 }))).toMatchObject({ cart_count: 1 });
  });

  it('answers bad input with field errors, another caller 403 and no session 401', async () => {
    const v = await visitor('IO');
    const bad = await addAlone(v, { plan_id1: 'x', plan_pricing_id1: -1 });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad).map((error) => error.target_element).sort()).toEqual(['plan_id1', 'plan_pricing_id1']);
    const other = await visitor('IO');
    expect((await post(t.app, other.session, 'add-plan-to-cart-prudentials', { enrollment_id: v.id, plan_id1: PLAN, plan_pricing_id1: 16021 })).statusCode).toBe(403);
    expect((await post(t.app, anonymous, 'add-plan-to-cart-prudentials', { enrollment_id: v.id, plan_id1: PLAN, plan_pricing_id1: 16021 })).statusCode).toBe(401);
    expect((await get(t.app, anonymous, 'check-prudential-plan', { enrollment_id: v.id, plan_id: String(PLAN) })).statusCode).toBe(401);
  });
});
