/**
 * A request another website started (Sec-Fetch-Site: cross-site) cannot use a visitor's session:
 * the spec's GET write remove-plan-from-cart, which a SameSite=Lax cookie would carry on a link
 * from elsewhere, is refused before it runs, while the app's own calls go through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, resume, type Session } from './helpers/client';
import { snapshotEnrollments } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let session: Session;
let restore: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  restore = await snapshotEnrollments(t.db, [DEMO0001.id]);
  session = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => {
  await restore();
  await t.close();
});

const cartOf = async (headers: Record<string, string> = {}) => t.app.inject({
  method: 'GET', url: `/api/v1/get-plan-cart?enrollment_id=${DEMO0001.id}`, headers: { cookie: session.cookie ?? '', ...headers },
});

describe('requests started by another website', () => {
  it('refuses a cross-site GET write with 403 and leaves the cart as it was', async () => {
    const before = dataOf(await cartOf()).result as Array<{ plan_id: number; plan_pricing_id: number }>;
    expect(before.length).toBeGreaterThan(0);
    const line = before[0];
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remove-plan-from-cart?enrollment_id=${DEMO0001.id}&plan_id=${line.plan_id}&plan_pricing_id=${line.plan_pricing_id}`,
      headers: { cookie: session.cookie ?? '', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ status: 'error', data: [{ target_element: 'general', error_message: MESSAGES.crossSiteRefused }] });
    expect(dataOf(await cartOf()).result).toEqual(before);
  });

  it('answers the app\'s own calls (same-origin) and callers that say nothing', async () => {
    expect((await cartOf({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await cartOf({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await cartOf()).statusCode).toBe(200);
  });
});
