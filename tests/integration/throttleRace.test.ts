/**
 * Issue 13, point 4: the guessing throttles hold under parallel tries. 20 wrong guesses sent at
 * once from one address get at most the limit (5) evaluated, the rest answered 429, on sign-in,
 * continue codes, direct links and rep codes, and across two server instances on one database.
 * (Before, each try counted earlier failures and recorded its own only after evaluating, so 15 to
 * 20 of 20 parallel wrong passwords and all 20 wrong codes were evaluated.)
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import type { SlowdownModel } from '../../server/services/slowdown';
import { get, post } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';
import { createTwinApp, type TwinApp } from './helpers/twinApp';

const anonymous = { cookie: undefined };
const PARALLEL = 20;
/**
 * Every continue-code try waits 50 ms before its code is looked up (production waits after 3 failures
 * of an e-mail): the gap a busy server has between a try's check and its verdict, here on purpose.
 */
const SLOWDOWN: SlowdownModel = { freeFailures: 0, baseMs: 50, maxMs: 50 };
let t: TestApp;
let twin: TwinApp;
beforeAll(async () => {
  t = await createTestApp({ config: { resumeSlowdown: SLOWDOWN } });
  twin = await createTwinApp(t, { config: { resumeSlowdown: SLOWDOWN } });
});
afterAll(async () => {
  await twin?.close();
  await t?.close();
});

/** How many answers had each status. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/** Sends PARALLEL tries at once: the i-th to `apps[i % apps.length]`. */
const atOnce = (apps: FastifyInstance[], send: (app: FastifyInstance, i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(apps[i % apps.length], i)));

const wrongPassword = (ip: string) => (app: FastifyInstance, i: number) =>
  post(app, anonymous, 'portal-sign-in', { email: 'jordan.avery@example.com', password: `wrong-${i}` }, ip);
const wrongCode = (ip: string) => (app: FastifyInstance, i: number) =>
  post(app, anonymous, 'continue-enrollment', { code: `WRONG${String(i).padStart(3, '0')}`, email: `race${i}@example.com` }, ip);

describe('20 parallel wrong guesses from one address: at most 5 evaluated', () => {
  it('sign-in: 5 wrong passwords answered 422, 15 refused 429; the right one from that address is refused too', async () => {
    expect(tally(await atOnce([t.app], wrongPassword('10.80.0.1')))).toEqual({ 422: 5, 429: 15 });
    const right = await post(t.app, anonymous, 'portal-sign-in', { email: 'jordan.avery@example.com', password: DEMO_PORTAL_PASSWORD }, '10.80.0.1');
    expect(right.statusCode).toBe(429);
  });

  it('continue codes: 5 wrong codes answered 422, 15 refused 429', async () => {
    expect(tally(await atOnce([t.app], wrongCode('10.80.1.1')))).toEqual({ 422: 5, 429: 15 });
  });

  it('direct links: 5 wrong tokens answered 422, 15 refused 429', async () => {
    const tries = await atOnce([t.app], (app, i) => get(app, anonymous, `direct-continue/${DEMO0001.id}`, { t: `not-the-token-${i}` }, '10.80.2.1'));
    expect(tally(tries)).toEqual({ 422: 5, 429: 15 });
  });

  it('rep access codes: 5 unknown codes answered 204, 15 refused 429', async () => {
    const tries = await atOnce([t.app], (app, i) => get(app, anonymous, 'validate-agent', { agent_code: `NOREP${i}` }, '10.80.3.1'));
    expect(tally(tries)).toEqual({ 204: 5, 429: 15 });
  });

  it('a right guess gives its reservation back: 5 right sign-ins in a row from one address, then a wrong one is still evaluated', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await post(t.app, anonymous, 'portal-sign-in', { email: 'sam.noland@example.com', password: DEMO_PORTAL_PASSWORD }, '10.80.4.1');
      expect(response.statusCode).toBe(200);
    }
    expect((await wrongPassword('10.80.4.1')(t.app, 0)).statusCode).toBe(422);
  });
});

describe('two server instances on one database', () => {
  it('sign-in: 20 parallel wrong passwords split over both get 5 evaluated in all', async () => {
    expect(tally(await atOnce([t.app, twin.app], wrongPassword('10.81.0.1')))).toEqual({ 422: 5, 429: 15 });
  });

  it('continue codes: 20 parallel wrong codes split over both get 5 evaluated in all', async () => {
    expect(tally(await atOnce([t.app, twin.app], wrongCode('10.81.1.1')))).toEqual({ 422: 5, 429: 15 });
  });
});
