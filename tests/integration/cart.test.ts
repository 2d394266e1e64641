/**
 * The cart as rows, read by the wizard: lines and totals computed from the catalog, the premier
 * flags; and what a completed enrollment allows (reads, not writes). Also: SSNs inside list rows
 * are sealed at rest like a tab's own.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0005, DEMO0006 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { cartTotals } from '../../server/services/cart';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { VALID_PERSONAL } from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d1: Session;
let d5: Session;
let d6: Session;
beforeAll(async () => {
  t = await createTestApp();
  d1 = await resume(t.app, DEMO0001.code, DEMO0001.email);
  d5 = await resume(t.app, DEMO0005.code, DEMO0005.email);
  d6 = await resume(t.app, DEMO0006.code, DEMO0006.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id]);

describe('get-plan-cart', () => {
  it("lists the checked-out plans with the price of the enrollment's tier, and their totals", async () => {
    expect(dataOf(await get(t.app, d1, 'get-plan-cart', { enrollment_id: DEMO0001.id }))).toEqual({
      result: [
        { plan_id: 301, plan_pricing_id: 3011, plan_name: 'Prairie Medical Essentials', plan_logo: '/pictures/carriers/prairie-health.svg', price: '412.50', removable: true, plan_type: 'standard', carrier: 'Prairie Health' },
        { plan_id: 401, plan_pricing_id: 4011, plan_name: 'BrightSmile Dental Plus', plan_logo: '/pictures/carriers/brightsmile.svg', price: '38.20', removable: true, plan_type: 'standard', carrier: 'BrightSmile' },
      ],
      initial_month_cost: '450.70', recurring_month_cost: '450.70',
      // The dental plan's rider, offered for tier IS (issue 8 point 6; tests/integration/cartRiders.test.ts).
      riders: [{ plan_id: 2201, plan_pricing_id: 22012, plan_name: 'BrightSmile Orthodontia Rider', plan_logo: '/pictures/carriers/brightsmile.svg', price: '17.00', parent_plan_id: 401 }],
    });
    expect(dataOf(await get(t.app, d5, 'get-plan-cart', { enrollment_id: DEMO0005.id }))).toMatchObject({
      result: [
        { plan_name: 'Premier Family Medical', price: '985.00', plan_type: 'MM', removable: true },
        { plan_name: 'Wellness Association Membership', price: '5.00', plan_type: 'membership', removable: false },
      ],
      recurring_month_cost: '990.00',
    });
  });

  it('adds one-time fees to the first month only, in whole cents', () => {
    expect(cartTotals([{ monthly_price: '0.10', one_time_fee: '0.00' }, { monthly_price: '0.20', one_time_fee: '25.00' }]))
      .toEqual({ initial_month_cost: '25.30', recurring_month_cost: '0.30' });
  });
});

describe('premier flags', () => {
  it('get-more-requirement and check-prudential-cart say whether the premier plan and its carrier are in the cart', async () => {
    expect(dataOf(await get(t.app, d5, 'get-more-requirement', { enrollment_id: DEMO0005.id }))).toEqual({ result: true });
    expect(dataOf(await get(t.app, d5, 'check-prudential-cart', { enrollment_id: DEMO0005.id }))).toEqual({ status: true });
    expect(dataOf(await get(t.app, d6, 'get-more-requirement', { enrollment_id: DEMO0006.id }))).toEqual({ result: false });
    expect(dataOf(await get(t.app, d6, 'check-prudential-cart', { enrollment_id: DEMO0006.id }))).toEqual({ status: false });
  });
});

describe('a completed enrollment', () => {
  it('answers 409 to every write, writes nothing, and still answers reads', async () => {
    await t.db.updateTable('enrollments').set({ status: 'completed' }).where('id', '=', DEMO0001.id).execute();
    const before = await t.db.selectFrom('enrollments').select('primary_info').where('id', '=', DEMO0001.id).executeTakeFirstOrThrow();
    for (const [path, body] of [
      ['save-personal-info', VALID_PERSONAL], ['save-enroller-code', { enrollerCode: 'ENR-1001' }], ['save-enrollment', { email: DEMO0001.email, tab: 'primary_info' }],
    ] as const) {
      const response = await post(t.app, d1, path, { enrollment_id: DEMO0001.id, ...body });
      expect({ path, status: response.statusCode, errors: fieldErrors(response) }).toEqual({
        path, status: 409, errors: [{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentComplete }],
      });
    }
    expect(await t.db.selectFrom('enrollments').select('primary_info').where('id', '=', DEMO0001.id).executeTakeFirstOrThrow()).toEqual(before);
    expect((await get(t.app, d1, 'get-plan-cart', { enrollment_id: DEMO0001.id })).statusCode).toBe(200);
  });
});

describe('sealing inside list rows', () => {
  it("stores a beneficiary's SSN encrypted and shows it masked to readers", async () => {
    const raw = (await sql<{ text: string }>`select benificiary_info::text as text from enrollments where id = ${DEMO0005.id}`.execute(t.db)).rows[0].text;
    expect(raw).not.toContain('123450055');
    expect(raw).toContain('enc:v1:');
    const saved = dataOf<{ result: { beneficiaries: { ssn: string }[] } }>(await get(t.app, d5, 'get-enrollment-temp-info', { enrollment_id: DEMO0005.id, column: 'benificiary_info' }));
    expect(saved.result.beneficiaries[0].ssn).toBe('xxxxx0055');
  });
});
