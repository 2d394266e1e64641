/**
 * Lockout abuse (issue 5): wrong tries throttle the CALLER (429 after 5 in 15 minutes), while an
 * e-mail's failures only slow its attempts down, so the owner with the right code always gets in.
 * TRUST_PROXY is a hop count, so a client cannot pick its own throttle key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { readConfig } from '../../server/config';
import { demoLinkToken } from '../../server/services/codes';
import { RESUME_SLOWDOWN, slowdownDelayMs, type SlowdownModel } from '../../server/services/slowdown';
import { fieldErrors, get, post } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

/** Tiny delays, so the suite proves the slowdown without waiting seconds. */
const MODEL: SlowdownModel = { freeFailures: 3, baseMs: 40, maxMs: 160 };
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ config: { resumeSlowdown: MODEL } }); });
afterAll(async () => { await t.close(); });

const anonymous = { cookie: undefined };
const tryCode = (code: string, email: string, ip: string) => post(t.app, anonymous, 'continue-enrollment', { code, email }, ip);
const tryLink = (id: string, token: string, ip: string) => get(t.app, anonymous, `direct-continue/${id}`, { t: token }, ip);
const THROTTLED = [
  { target_element: 'code', error_message: MESSAGES.continueThrottled },
  { target_element: 'email', error_message: MESSAGES.continueThrottled },
];

describe('e-mail failures slow down, never lock out', () => {
  it("a stranger's failures from other addresses never stop the owner: the right code from another address gets in", async () => {
    for (let i = 0; i < 8; i += 1) expect((await tryCode(`WRONG00${i}`, 'demo@example.com', `10.70.0.${i}`)).statusCode).toBe(422);
    const owner = await tryCode('DEMO0001', 'demo@example.com', '10.70.1.1');
    expect(owner.statusCode).toBe(200);
  });

  it('delays every attempt for an e-mail after 3 failures, the right code included', async () => {
    for (let i = 0; i < 6; i += 1) expect((await tryCode(`WRONG10${i}`, 'group@example.com', `10.71.0.${i}`)).statusCode).toBe(422);
    const started = performance.now();
    const owner = await tryCode('DEMO0002', 'group@example.com', '10.71.1.1');
    expect(owner.statusCode).toBe(200);
    // A lower bound only: the answer waited at least the model's delay for 6 failures.
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowdownDelayMs(6, MODEL) - 2);
  });

  it('the delay is a pure function of the failures: none for the first 3, then doubling up to the cap', () => {
    const model: SlowdownModel = { freeFailures: 3, baseMs: 500, maxMs: 4000 };
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((failures) => slowdownDelayMs(failures, model))).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(readConfig({}).resumeSlowdown).toEqual(RESUME_SLOWDOWN);
    expect(RESUME_SLOWDOWN.freeFailures).toBe(3);
    expect(RESUME_SLOWDOWN.maxMs).toBeLessThanOrEqual(5000);
  });
});

describe('caller throttle', () => {
  it('answers 429 to a caller after its own 5 failures, on the code form and direct links alike, and to no one else', async () => {
    const ip = '10.72.0.1';
    for (let i = 0; i < 3; i += 1) expect((await tryCode('NOPE', `who${i}@example.com`, ip)).statusCode).toBe(422);
    expect((await tryLink(DEMO0002.id, 'not-the-token', ip)).statusCode).toBe(422);
    expect((await get(t.app, anonymous, `direct-continue/${DEMO0001.id}`, {}, ip)).statusCode).toBe(422);

    const blocked = await tryCode('DEMO0002', 'group@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(fieldErrors(blocked)).toEqual(THROTTLED);
    const link = await tryLink(DEMO0002.id, demoLinkToken('DEMO0002'), ip);
    expect(link.statusCode).toBe(429);
    expect(fieldErrors(link)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.continueThrottled }]);

    expect((await tryCode('DEMO0002', 'group@example.com', '10.72.0.2')).statusCode).toBe(200);
    expect((await tryLink(DEMO0002.id, demoLinkToken('DEMO0002'), '10.72.0.3')).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one caller', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await tryCode('NOPE', `v6-${i}@example.com`, `2001:db8:1:2::${i}`)).statusCode).toBe(422);
    expect((await tryCode('DEMO0001', 'demo@example.com', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await tryCode('DEMO0001', 'demo@example.com', '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY (behind a proxy: trustProxy.test.ts)', () => {
  it('is a hop count: 0 by default, whole numbers accepted, anything else refused at start', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const bad of ['true', 'yes', '-1', '1.5', 'abc', '0x1', ' ', '10.0.0.0/8']) {
      expect(() => readConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
