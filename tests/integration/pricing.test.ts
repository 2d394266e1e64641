/**
 * GET /get-plan-pricing-detail through the app: every pricing error code of the demo catalog
 * (docs/demo-world.md table) with a temporary enrollment's quote filter, the priced lines and their
 * tier text, changePid, bad input (422), and the bound-route guards (401/403), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0006 } from '../../schemas/demo/enrollments';
import { PRICING_DEPENDENTS_TARGET } from '../../schemas/api/pricing';
import { MESSAGES } from '../../schemas/messages';
import { get, messageAt, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  session = await resume(t.app, DEMO0006.code, DEMO0006.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0006.id]);

/** A visitor of Jordan Avery's site: zip 62701 (IL), born 06/15/1985 (41 in 2026), tier IS. */
const QUOTE = { zip: '62701', state: 'IL', dob: '06/15/1985', gender: '1', tier: 'IS' };

/** Saves this quote filter on the bound enrollment, then prices plan pid. */
async function price(pid: number, filter: Record<string, unknown> = {}, portalId = 11) {
  await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({ ...QUOTE, ...filter }), portal_id: portalId }).where('id', '=', DEMO0006.id).execute();
  return get(t.app, session, 'get-plan-pricing-detail', { pid: String(pid), enrollment_id: DEMO0006.id });
}

describe('get-plan-pricing-detail: priced plans', () => {
  it.each([
    ['limited medical, IL rate of the 30-49 band', 1101, {}, [{ plan_pricing_id: 11026, price: '214.00', tier: 'IS', tier_text: 'Member + Spouse' }]],
    ['limited medical, the 50-64 band elsewhere', 1101, { dob: '01/10/1970', state: 'IN', zip: '46201' }, [{ plan_pricing_id: 11022, price: '348.00' }]],
    ['the medical plan of the journey', 301, {}, [{ plan_pricing_id: 3011, price: '412.50', plan_name: 'Prairie Medical Essentials' }]],
    ['premier plan, IC reads Member + 1 Child', 310, { tier: 'IC' }, [{ plan_pricing_id: 3101, price: '618.00', plan_type: 'MM', tier_text: 'Member + 1 Child' }]],
    ['other plans, IC reads Member + Child(ren)', 1801, { tier: 'IC' }, [{ plan_pricing_id: 18013, price: '22.00', tier_text: 'Member + Child(ren)' }]],
    ['disability with enough income and hours', 1601, { annual_incode: '30000', working_hours: '40' }, [{ plan_pricing_id: 16012, price: '42.00' }]],
    ['disability, the $50,000+ income band', 1601, { annual_incode: 50000, working_hours: 40 }, [{ plan_pricing_id: 16016, price: '68.00' }]],
    ['tobacco-rated, smoker', 1701, { is_smoker: '1' }, [{ plan_pricing_id: 17016, price: '57.00' }]],
    ['tobacco-rated, non-smoker', 1701, { is_smoker: 0 }, [{ plan_pricing_id: 17012, price: '33.00' }]],
    ['dependent info given', 1901, { spouse_dob: '02/02/1986' }, [{ plan_pricing_id: 19012, price: '49.00' }]],
    ['term life for IO', 1501, { tier: 'IO' }, [{ plan_pricing_id: 15012, price: '23.80', tier_text: 'Member Only' }]],
    ['metro plan inside Springfield', 1102, {}, [{ plan_pricing_id: 11032, price: '140.00' }]],
    ['the portal 12 plan on portal 12', 1202, {}, [{ plan_pricing_id: 12022 }], 12],
  ] as const)('%s', async (_, pid, filter, plans, portal: number = 11) => {
    const response = await price(pid, filter, portal);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; statusCode: number; data: { plans: unknown[] } };
    expect(body).toMatchObject({ status: 'success', statusCode: 200 });
    expect(body.data.plans).toHaveLength(plans.length);
    expect(body.data.plans).toMatchObject(plans.map((plan) => ({ plan_id: pid, ...plan })));
  });
});

describe('get-plan-pricing-detail: every pricing error code', () => {
  it.each([
    ['stateError', 301, { zip: '10001', state: 'NY' }, MESSAGES.pricingState],
    ['ageError', 1101, { dob: '01/01/1950' }, MESSAGES.pricingAge],
    ['tierError', 1501, {}, MESSAGES.pricingTier],
    ['salaryError', 1601, { annual_incode: '20000', working_hours: '40' }, MESSAGES.pricingSalary],
    ['hourError', 1601, { annual_incode: '30000', working_hours: '20' }, MESSAGES.pricingHours],
    ['smokerError', 1701, {}, MESSAGES.pricingSmoker],
    ['enrollmentIdError', 1901, {}, MESSAGES.pricingDependents],
    ['enrollmentIdError', 1101, { dob: '' }, MESSAGES.pricingQuoteMissing],
    ['metError', 1102, { zip: '60601' }, MESSAGES.pricingMet],
    ['planAgeError', 1502, { tier: 'IO' }, 'This plan is available only to applicants aged 50 to 75.'],
    ['portalError', 1202, {}, MESSAGES.pricingPortal],
    ['newQuestionsError', 305, {}, MESSAGES.pricingQuestions],
  ] as const)('%s (plan %s)', async (errorCode, pid, filter, message) => {
    const response = await price(pid, filter);
    expect(response.statusCode).toBe(200);
    // The dependents' refusal names what fixes it as its target; the client never reads the text.
    const target = pid === 1901 ? PRICING_DEPENDENTS_TARGET : 'general';
    expect(response.json()).toEqual({ status: 'error', errorCode, message, data: [{ target_element: target, error_message: message }] });
  });

  it('changePid carries the replacing plan, which then prices', async () => {
    const response = await price(1103);
    expect(response.json()).toEqual({ status: 'success', statusCode: 'changePid', data: { pid: 1101 } });
    expect((await price(1101)).json()).toMatchObject({ statusCode: 200, data: { plans: [{ plan_id: 1101 }] } });
  });

  it('newQuestionsError clears once the plan is among the answered ones', async () => {
    expect((await price(305, { answered_plan_ids: [305] })).json()).toMatchObject({ statusCode: 200, data: { plans: [{ plan_pricing_id: 3052, price: '562.00' }] } });
  });
});

describe('get-plan-pricing-detail: input and guards', () => {
  it.each([
    ['a pid that is not a number', { pid: 'abc', enrollment_id: DEMO0006.id }, 'pid', MESSAGES.pricingPlanUnknown],
    ['no pid', { enrollment_id: DEMO0006.id }, 'pid', MESSAGES.required],
    ['an unknown plan', { pid: '999999', enrollment_id: DEMO0006.id }, 'pid', MESSAGES.pricingPlanUnknown],
    ['a malformed enrollment id', { pid: '301', enrollment_id: 'nope' }, 'enrollment_id', MESSAGES.enrollmentIdInvalid],
  ] as const)('%s -> 422 at the field', async (_, query, target, message) => {
    const response = await get(t.app, session, 'get-plan-pricing-detail', query);
    expect(response.statusCode).toBe(422);
    expect(messageAt(response, target)).toBe(message);
  });

  it('answers 401 without a session and 403 for an unknown or someone else\'s enrollment', async () => {
    expect((await get(t.app, { cookie: undefined }, 'get-plan-pricing-detail', { pid: '301', enrollment_id: DEMO0006.id })).statusCode).toBe(401);
    expect((await get(t.app, session, 'get-plan-pricing-detail', { pid: '301', enrollment_id: DEMO0001.id })).statusCode).toBe(403);
    expect((await get(t.app, session, 'get-plan-pricing-detail', { pid: '301', enrollment_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(403);
  });

  it('a filter with odd values (an unknown tier, numbers as text, junk) is refused with a code, never a 500', async () => {
    for (const filter of [{ tier: 'XX' }, { tier: 7, dob: 19850615 }, { is_smoker: 'yes', annual_incode: 'lots' }, { state: null, zip: null }]) {
      const response = await price(1601, filter);
      expect(response.statusCode).toBe(200);
      expect((response.json() as { status: string }).status).toBe('error');
    }
  });
});
