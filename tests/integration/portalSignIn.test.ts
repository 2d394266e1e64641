/**
 * Portal sign-in (issue 7, point 6): the demo accounts sign in with the shared demo password on a
 * fresh session id (the old one stops working: no fixation), portal-session says who is signed in,
 * sign-out ends the session; a wrong password and an unknown e-mail get the same generic
 * refusal, and repeated failures are throttled per caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const signIn = (email: string, password: string, cookie?: string, ip = '10.7.0.1') => post(t.app, { cookie }, 'portal-sign-in', { email, password }, ip);

describe('portal sign-in', () => {
  it('signs Jordan Avery in (any e-mail case) as rep 1001 and portal-session says so', async () => {
    const response = await signIn('Jordan.Avery@Example.com', DEMO_PORTAL_PASSWORD);
    expect(dataOf(response)).toEqual({
      role: 'agent', name: 'Jordan Avery', first_name: 'Jordan', last_name: 'Avery', agent_id: 1001, group_id: null, user_id: null, portal_id: null,
    });
    const cookie = cookieOf(response);
    expect(dataOf(await get(t.app, { cookie }, 'portal-session'))).toMatchObject({ role: 'agent', agent_id: 1001 });
  });

  it("signs member 7001 in with Morgan Lee's name, rep, group and portal, and Acme's admin as group 2001", async () => {
    expect(dataOf(await signIn('morgan.lee@example.com', DEMO_PORTAL_PASSWORD))).toEqual({
      role: 'member', name: 'Morgan Lee', first_name: 'Morgan', last_name: 'Lee', agent_id: 1001, group_id: 2001, user_id: 7001, portal_id: 12,
    });
    expect(dataOf(await signIn('admin@acme.example.com', DEMO_PORTAL_PASSWORD))).toMatchObject({ role: 'group', group_id: 2001, agent_id: 1001, portal_id: 12 });
  });

  it('issues a fresh session id on sign-in: the cookie a visitor had before carries no principal', async () => {
    const first = cookieOf(await signIn('sam.noland@example.com', DEMO_PORTAL_PASSWORD));
    const second = await signIn('jordan.avery@example.com', DEMO_PORTAL_PASSWORD, first);
    const renewed = cookieOf(second);
    expect(renewed).not.toBe(first);
    expect(dataOf(await get(t.app, { cookie: renewed }, 'portal-session'))).toMatchObject({ role: 'agent', agent_id: 1001 });
    expect(dataOf(await get(t.app, { cookie: first }, 'portal-session'))).toMatchObject({ role: null });
  });

  it('signs out: nobody is signed in on the cookie any more (sessionEnd.test.ts: the session itself ends)', async () => {
    const cookie = cookieOf(await signIn('jordan.avery@example.com', DEMO_PORTAL_PASSWORD));
    expect((await post(t.app, { cookie }, 'portal-sign-out', {})).statusCode).toBe(200);
    expect(dataOf(await get(t.app, { cookie }, 'portal-session'))).toEqual({
      role: null, name: null, first_name: null, last_name: null, agent_id: null, group_id: null, user_id: null, portal_id: null,
    });
    expect((await get(t.app, { cookie }, 'get-agent-members', { agent_id: '1001' })).statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown e-mail with the same generic message, without a cookie', async () => {
    for (const [email, password] of [['jordan.avery@example.com', 'wrong-password'], ['nobody@example.com', DEMO_PORTAL_PASSWORD]]) {
      const response = await signIn(email, password, undefined, '10.7.1.1');
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'general', error_message: MESSAGES.signInFailed }]);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('throttles a caller after 5 failures (429), even with the right password, and not other callers', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('jordan.avery@example.com', 'nope', undefined, '10.7.2.1')).statusCode).toBe(422);
    const throttled = await signIn('jordan.avery@example.com', DEMO_PORTAL_PASSWORD, undefined, '10.7.2.1');
    expect(throttled.statusCode).toBe(429);
    expect(fieldErrors(throttled)).toEqual([{ target_element: 'general', error_message: MESSAGES.continueThrottled }]);
    expect((await signIn('jordan.avery@example.com', DEMO_PORTAL_PASSWORD, undefined, '10.7.3.1')).statusCode).toBe(200);
  });

  it('answers 422 at the field for a malformed e-mail or an empty password', async () => {
    const response = await signIn('not-an-email', '', undefined, '10.7.4.1');
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).map((error) => error.target_element).sort()).toEqual(['email', 'password']);
  });
});
