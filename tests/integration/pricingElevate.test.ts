/**
 * GET /get-plan-pricing-detail-elevate through the app: a quoted enrollment gets every listable
 * plan priced (the same lines as get-plan-pricing-detail, in the listing's order), the plans that
 * refuse (a pricing error code or changePid) are absent, group-only plans of other groups are
 * never priced; bad input 422, no session 401, someone else's or an unknown enrollment 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0006 } from '../../schemas/demo/enrollments';
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

/** A visitor of Jordan Avery's site: zip 62701 (IL), born 06/15/1985, tier IS (pricing.test.ts's quote). */
const QUOTE = { zip: '62701', state: 'IL', dob: '06/15/1985', gender: '1', tier: 'IS' };

interface Line { plan_id: number; plan_pricing_id: number; plan_name: string; plan_type: string; price: string; tier: string; tier_text: string }

/** Saves this quote filter on the bound enrollment, then asks for the elevate pricing. */
async function elevate(filter: Record<string, unknown> = {}) {
  await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({ ...QUOTE, ...filter }), portal_id: 11 }).where('id', '=', DEMO0006.id).execute();
  return get(t.app, session, 'get-plan-pricing-detail-elevate', { enrollment_id: DEMO0006.id });
}

const plansOf = (response: { json: () => unknown }) => (response.json() as { data: { plans: Line[] } }).data.plans;

describe('get-plan-pricing-detail-elevate: priced plans', () => {
  it('prices the quoted visitor\'s plans: 301 at $412.50 for IS, limited medical at the IL rate', async () => {
    const response = await elevate();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { plans: expect.any(Array) } });
    const plans = plansOf(response);
    expect(plans).toContainEqual({
      plan_id: 301, plan_pricing_id: 3011, plan_name: 'Prairie Medical Essentials', plan_type: expect.any(String), price: '412.50', tier: 'IS', tier_text: 'Member + Spouse',
    });
    expect(plans).toContainEqual(expect.objectContaining({ plan_id: 1101, plan_pricing_id: 11026, price: '214.00' }));
    expect(plans.every((line) => line.tier === 'IS')).toBe(true);
  });

  it('leaves out the plans that refuse: a pricing error code or changePid', async () => {
    const ids = new Set(plansOf(await elevate()).map((line) => line.plan_id));
    for (const refused of [
      1501, // tierError (term life not at IS)
      305, // newQuestionsError
      1601, // disability without income and hours
      1701, // smokerError
      1901, // dependents' info missing
      1202, // portalError (portal 12 only)
      1103, // changePid -> 1101
    ]) expect(ids.has(refused)).toBe(false);
    expect(ids.has(1101)).toBe(true);
  });

  it('a plan comes in once its refusal clears (305 once answered, term life at IO)', async () => {
    expect(plansOf(await elevate({ answered_plan_ids: [305] }))).toContainEqual(expect.objectContaining({ plan_id: 305, plan_pricing_id: 3052, price: '562.00' }));
    expect(plansOf(await elevate({ tier: 'IO' }))).toContainEqual(expect.objectContaining({ plan_id: 1501, plan_pricing_id: 15012, price: '23.80', tier_text: 'Member Only' }));
  });

  it('answers the same lines as get-plan-pricing-detail for each listed plan, in the listing\'s order; no group-only plan of another group', async () => {
    const elevated = plansOf(await elevate());
    const listing = await get(t.app, session, 'get-filtered-plans', { enrollment_id: DEMO0006.id });
    const groups = (listing.json() as { data: { result: { plans: { plan_id: number }[] }[] } }).data.result;
    const expected: Line[] = [];
    for (const id of groups.flatMap((group) => group.plans.map((plan) => plan.plan_id))) {
      const one = (await get(t.app, session, 'get-plan-pricing-detail', { pid: String(id), enrollment_id: DEMO0006.id })).json() as { statusCode?: unknown; data: { plans?: Line[] } };
      if (one.statusCode === 200) expected.push(...(one.data.plans ?? []));
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(elevated).toEqual(expected);
    const ids = elevated.map((line) => line.plan_id);
    expect(ids).not.toContain(302); // Acme Manufacturing's group-only plan
    expect(ids).not.toContain(303); // Harbor Logistics' group-only plan
    expect(ids).not.toContain(901); // the membership is never listed
  });

  it('a visitor without a quote gets no plans, not an error', async () => {
    await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({}) }).where('id', '=', DEMO0006.id).execute();
    const response = await get(t.app, session, 'get-plan-pricing-detail-elevate', { enrollment_id: DEMO0006.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { plans: [] } });
  });
});

describe('get-plan-pricing-detail-elevate: input and guards', () => {
  it.each([
    ['no enrollment id', {}, MESSAGES.required],
    ['a malformed enrollment id', { enrollment_id: 'nope' }, MESSAGES.enrollmentIdInvalid],
  ] as const)('%s -> 422 at enrollment_id', async (_, query, message) => {
    const response = await get(t.app, session, 'get-plan-pricing-detail-elevate', query);
    expect(response.statusCode).toBe(422);
    expect(messageAt(response, 'enrollment_id')).toBe(message);
  });

  it('answers 401 without a session and 403 for an unknown or someone else\'s enrollment', async () => {
    expect((await get(t.app, { cookie: undefined }, 'get-plan-pricing-detail-elevate', { enrollment_id: DEMO0006.id })).statusCode).toBe(401);
    expect((await get(t.app, session, 'get-plan-pricing-detail-elevate', { enrollment_id: DEMO0001.id })).statusCode).toBe(403);
    expect((await get(t.app, session, 'get-plan-pricing-detail-elevate', { enrollment_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(403);
  });
});
