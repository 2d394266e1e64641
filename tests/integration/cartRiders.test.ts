/**
 * Cart riders through the app (issue 8 point 6; migration 025): get-plan-cart offers the riders of
 * plans in the cart that are not in it yet, priced for the visitor now (a rider that does not
 * price is left out); add-plan-to-cart refuses a rider without its parent; removing a parent
 * removes its riders; the totals follow the rows; riders are never listed, shown or related.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO0006 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { relatedPlans } from '../../server/db/queries/planDetail';
import { listablePlans } from '../../server/db/queries/plans';
import { shownPlans } from '../../server/db/queries/storefrontHome';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let visitor: Session;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await resume(t.app, DEMO0006.code, DEMO0006.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0006.id]);

/** Jordan Avery's visitor of the issue (62701, 06/15/1985, tier IS) with an empty cart; `tier` changes the tier. */
const quote = (tier: string) => t.db.updateTable('enrollments')
  .set({ filter_info: JSON.stringify({ zip: '62701', state: 'IL', dob: '06/15/1985', gender: '1', tier }), portal_id: 11 })
  .where('id', '=', DEMO0006.id).execute();
beforeEach(async () => {
  await quote('IS');
  await t.db.deleteFrom('cart_items').where('enrollment_id', '=', DEMO0006.id).execute();
});

const add = (plan_id: number, plan_pricing_id: number) => post(t.app, visitor, 'add-plan-to-cart', { enrollment_id: DEMO0006.id, plan_id, plan_pricing_id });
const planCart = async () => dataOf<{ result: { plan_id: number }[]; riders: unknown[]; initial_month_cost: string; recurring_month_cost: string }>(
  await get(t.app, visitor, 'get-plan-cart', { enrollment_id: DEMO0006.id }),
);
const linesOf = async () => (await t.db.selectFrom('cart_items').select('plan_id').where('enrollment_id', '=', DEMO0006.id).orderBy('position').execute()).map((row) => row.plan_id);

const ORTHODONTIA_IS = {
  plan_id: 2201, plan_pricing_id: 22012, plan_name: 'BrightSmile Orthodontia Rider', plan_logo: '/pictures/carriers/brightsmile.svg', price: '17.00', parent_plan_id: 401,
};

describe('get-plan-cart riders', () => {
  it('offers none for an empty cart or a cart without a parent', async () => {
    expect((await planCart()).riders).toEqual([]);
    expect((await add(1801, 18012)).statusCode).toBe(200);
    expect((await planCart()).riders).toEqual([]);
  });

  it("offers the parent's rider priced for the visitor's tier, and no longer once it is in the cart", async () => {
    expect((await add(401, 4011)).statusCode).toBe(200);
    expect((await planCart()).riders).toEqual([ORTHODONTIA_IS]);
    expect((await add(2201, 22012)).statusCode).toBe(200);
    const cart = await planCart();
    expect(cart.riders).toEqual([]);
    expect(cart.result.map((line) => line.plan_id)).toEqual([401, 2201]);
    expect(cart).toMatchObject({ initial_month_cost: '55.20', recurring_month_cost: '55.20' });
    expect(dataOf(await get(t.app, visitor, 'get-cart-amount', { enrollment_id: DEMO0006.id }))).toEqual({ result: '55.20' });
  });

  it('prices the accidental death rider at $3.50 for Member Only and leaves it out when it does not price (tier IS)', async () => {
    await quote('IO');
    expect((await add(1501, 15012)).statusCode).toBe(200);
    expect((await planCart()).riders).toEqual([expect.objectContaining({ plan_id: 2202, plan_pricing_id: 22021, price: '3.50', parent_plan_id: 1501 })]);
    await quote('IS');
    expect((await planCart()).riders).toEqual([]);
  });
});

describe('add-plan-to-cart with a rider', () => {
  it('refuses a rider whose parent is not in the cart, at plan_id, and writes nothing', async () => {
    await add(1801, 18012);
    const response = await add(2201, 22012);
    expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({
      status: 422, errors: [{ target_element: 'plan_id', error_message: MESSAGES.riderNeedsParent.replaceAll('{plan}', 'BrightSmile Dental Plus') }],
    });
    expect(await linesOf()).toEqual([1801]);
  });

  it("refuses a rider's price that is not the visitor's (the IO row for tier IS)", async () => {
    await add(401, 4011);
    expect(fieldErrors(await add(2201, 22011))).toEqual([{ target_element: 'plan_pricing_id', error_message: MESSAGES.planPriceChanged }]);
  });
});

describe('remove-plan-from-cart with riders', () => {
  it('removing the parent removes its riders; the other lines and the totals follow the rows', async () => {
    await add(1801, 18012);
    await add(401, 4011);
    await add(2201, 22012);
    expect(await planCart()).toMatchObject({ recurring_month_cost: '79.20' });
    const response = await get(t.app, visitor, 'remove-plan-from-cart', { enrollment_id: DEMO0006.id, plan_id: '401', plan_pricing_id: '4011' });
    expect(dataOf(response)).toMatchObject({ result: [{ plan_id: 1801 }], initial_month_cost: '24.00', recurring_month_cost: '24.00' });
    expect(await linesOf()).toEqual([1801]);
  });

  it('removing the rider alone keeps the parent and offers the rider again', async () => {
    await add(401, 4011);
    await add(2201, 22012);
    await get(t.app, visitor, 'remove-plan-from-cart', { enrollment_id: DEMO0006.id, plan_id: '2201', plan_pricing_id: '22012' });
    expect(await linesOf()).toEqual([401]);
    expect((await planCart()).riders).toEqual([ORTHODONTIA_IS]);
  });
});

describe('riders are never listed, shown or related', () => {
  it('the plans listing, the home and recommendations, and related plans leave them out', async () => {
    const riders = [2201, 2202];
    expect((await listablePlans(t.db, null, null)).map((plan) => plan.id)).not.toEqual(expect.arrayContaining([2201]));
    expect((await listablePlans(t.db, null, ['dental', 'term_life'])).some((plan) => riders.includes(plan.id))).toBe(false);
    expect((await shownPlans(t.db, { groupId: null, portalId: 11 })).some((plan) => riders.includes(plan.plan_id))).toBe(false);
    expect((await relatedPlans(t.db, 'dental', 402, null, 10)).some((plan) => riders.includes(plan.plan_id))).toBe(false);
    expect(await t.db.selectFrom('upsell_offers').select('plan_id').where('plan_id', 'in', riders).execute()).toEqual([]);
  });
});
