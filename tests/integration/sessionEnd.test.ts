/**
 * How a session ends (issue 13, finding 5): portal-sign-out destroys the server-side session and
 * clears its cookie, so the same cookie opens nothing afterwards (not even the member file the
 * rep loaded); and every session has an absolute lifetime (SESSION_ABSOLUTE_SECONDS, 12 h by
 * default) besides the idle one, measured on the database's clock from when it was issued, which
 * x-session-expires-in counts down too.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002 } from '../../schemas/demo/enrollments';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { readConfig, SESSION_ABSOLUTE_SECONDS } from '../../server/config';
import { hashSessionId } from '../../server/services/codes';
import { cookieOf, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { expectSessionEnded, SESSION_EXPIRED } from './helpers/sessionEnded';
import { createTestApp, type TestApp } from './helpers/testApp';

const IDLE = 1800;
const LIFETIME = SESSION_ABSOLUTE_SECONDS;
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const hashOf = (session: Session) => hashSessionId(session.cookie!.slice(session.cookie!.indexOf('=') + 1));
const sessionRow = (session: Session) => t.db.selectFrom('sessions').selectAll().where('id_hash', '=', hashOf(session)).executeTakeFirst();
/** Moves the session's issue `seconds` into the past (its last use stays now), instead of waiting. */
const issuedAgo = (session: Session, seconds: number, db = t.db) =>
  sql`UPDATE sessions SET created_at = now() - make_interval(secs => ${seconds}), last_seen_at = now() WHERE id_hash = ${hashOf(session)}`.execute(db);
const expiresIn = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers['x-session-expires-in'];
  return header === undefined ? undefined : Number(header);
};
const signIn = async (email: string, ip: string): Promise<Session> =>
  ({ cookie: cookieOf(await post(t.app, { cookie: undefined }, 'portal-sign-in', { email, password: DEMO_PORTAL_PASSWORD }, ip)) });
/** Rep 1001 opens the member file of Avery Cole (7004): a temporary enrollment bound to the rep's session. */
async function loadMemberFile(rep: Session): Promise<string> {
  const body = { user_id: 7004, tier: 'IS', eprocess: 'rep', agent_id: 1001, group_id: null, policy_id: 'POL-700400', open_type: null };
  const id = dataOf<{ temp_enrollment_id: string }>(await post(t.app, rep, 'add-filter-for-existing-user', body)).temp_enrollment_id;
  expect(dataOf(await get(t.app, rep, 'get-group-agent-member-info', { enrollment_id: id }))).toMatchObject({ result: { user_info: { user_id: 7004 } } });
  return id;
}

describe('portal-sign-out', () => {
  it("ends the session: the same cookie gets 401 on the member file the rep loaded and on every bound or signed-in route", async () => {
    const rep = await signIn('jordan.avery@example.com', '10.130.0.1');
    const memberFile = await loadMemberFile(rep);

    expect((await post(t.app, rep, 'portal-sign-out', {})).statusCode).toBe(200);

    const read = await get(t.app, rep, 'get-group-agent-member-info', { enrollment_id: memberFile });
    expect(read.statusCode).toBe(401);
    expect(read.body).not.toContain('Avery');
    for (const response of [
      await get(t.app, rep, 'get-dynamic-tabs', { enrollment_id: memberFile }),
      await post(t.app, rep, 'save-personal-info', { enrollment_id: memberFile, first_name: 'Eve' }),
      await post(t.app, rep, 'keep-session-alive', {}),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(fieldErrors(response)).toEqual(SESSION_EXPIRED);
      expect(response.headers['x-session-expires-in']).toBeUndefined();
    }
    expect((await get(t.app, rep, 'get-agent-members', { agent_id: '1001' })).statusCode).toBe(401);
    expect(dataOf(await get(t.app, rep, 'portal-session'))).toMatchObject({ role: null, agent_id: null });
    // Nothing is left on the server for the cookie to find: the row is gone and the file unbound.
    expect(await sessionRow(rep)).toBeUndefined();
    const file = await t.db.selectFrom('enrollments').select('session_hash').where('id', '=', memberFile).executeTakeFirstOrThrow();
    expect(file.session_hash).toBeNull();
  });

  it('clears the cookie with the attributes it was set with', async () => {
    const session = await signIn('sam.noland@example.com', '10.130.0.2');
    const response = await post(t.app, session, 'portal-sign-out', {});
    const header = response.headers['set-cookie'];
    const cleared = String(Array.isArray(header) ? header[0] : header);
    expect(cleared).toMatch(/^bs_sid=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    for (const attribute of ['Path=/', 'HttpOnly', 'SameSite=Lax']) expect(cleared).toContain(attribute);
  });

  it('a resumed enrollment in the signed-out session is closed too, until resumed again with its code', async () => {
    const session = await resume(t.app, 'DEMO0002', 'group@example.com', '10.130.0.3');
    expect((await get(t.app, session, 'get-dynamic-tabs', { enrollment_id: DEMO0002.id })).statusCode).toBe(200);
    expect((await post(t.app, session, 'portal-sign-out', {})).statusCode).toBe(200);
    expect(fieldErrors(await get(t.app, session, 'get-dynamic-tabs', { enrollment_id: DEMO0002.id }))).toEqual(SESSION_EXPIRED);
    const again = await resume(t.app, 'DEMO0002', 'group@example.com', '10.130.0.3');
    expect((await get(t.app, again, 'get-dynamic-tabs', { enrollment_id: DEMO0002.id })).statusCode).toBe(200);
  });
});

describe('absolute lifetime', () => {
  it('answers 401 to a session issued longer ago than the lifetime, though it was used a moment ago', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.131.0.1');
    await issuedAgo(session, LIFETIME - 60);
    expect((await get(t.app, session, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id })).statusCode).toBe(200);
    await issuedAgo(session, LIFETIME + 1);
    await expectSessionEnded(t.app, session, DEMO0001.id);
  });

  it("ends a signed-in rep's session too: the principal is gone after the lifetime", async () => {
    const rep = await signIn('jordan.avery@example.com', '10.131.0.2');
    const memberFile = await loadMemberFile(rep);
    await issuedAgo(rep, LIFETIME + 1);
    expect((await get(t.app, rep, 'get-agent-members', { agent_id: '1001' })).statusCode).toBe(401);
    expect(dataOf(await get(t.app, rep, 'portal-session'))).toMatchObject({ role: null });
    expect((await get(t.app, rep, 'get-group-agent-member-info', { enrollment_id: memberFile })).statusCode).toBe(401);
    expect(fieldErrors(await get(t.app, rep, 'get-dynamic-tabs', { enrollment_id: memberFile }))).toEqual(SESSION_EXPIRED);
  });

  it('keep-session-alive does not stretch it, and x-session-expires-in counts down to whichever limit comes first', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.131.0.3');
    await issuedAgo(session, LIFETIME - 300);
    const answer = await get(t.app, session, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id });
    expect(expiresIn(answer)).toBeGreaterThan(240);
    expect(expiresIn(answer)).toBeLessThanOrEqual(300);
    const kept = await post(t.app, session, 'keep-session-alive', {});
    expect(dataOf<{ expires_in: number }>(kept).expires_in).toBeLessThanOrEqual(300);
    expect(expiresIn(kept)).toBe(dataOf<{ expires_in: number }>(kept).expires_in);
    expect(expiresIn(await get(t.app, session, 'get-states'))).toBeLessThanOrEqual(300);
    // Far from the end the idle limit is the nearer one, as before.
    const fresh = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.131.0.4');
    expect(expiresIn(await get(t.app, fresh, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id }))).toBeGreaterThan(IDLE - 60);
  });

  it('a resume that takes over enrollments keeps their session\'s age, so a stolen cookie cannot be stretched with a code of one\'s own', async () => {
    const old = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.131.0.5');
    await issuedAgo(old, LIFETIME - 300);
    const renewed: Session = { cookie: cookieOf(await post(t.app, old, 'continue-enrollment', { code: 'DEMO0002', email: 'group@example.com' }, '10.131.0.5')) };
    expect(renewed.cookie).not.toBe(old.cookie);
    for (const id of [DEMO0001.id, DEMO0002.id]) {
      const tabs = await get(t.app, renewed, 'get-dynamic-tabs', { enrollment_id: id });
      expect(tabs.statusCode).toBe(200);
      expect(expiresIn(tabs)).toBeLessThanOrEqual(300);
    }
    await issuedAgo(renewed, LIFETIME + 1);
    expect(fieldErrors(await get(t.app, renewed, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id }))).toEqual(SESSION_EXPIRED);
  });

  it('a resume from an outlived session starts a new lifetime and takes nothing over', async () => {
    const old = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.131.0.6');
    await issuedAgo(old, LIFETIME + 1);
    const resumed = await post(t.app, old, 'continue-enrollment', { code: 'DEMO0002', email: 'group@example.com' }, '10.131.0.6');
    expect(expiresIn(resumed)).toBe(IDLE);
    const renewed: Session = { cookie: cookieOf(resumed) };
    const tabs = await get(t.app, renewed, 'get-dynamic-tabs', { enrollment_id: DEMO0002.id });
    expect(tabs.statusCode).toBe(200);
    expect(expiresIn(tabs)).toBeGreaterThan(IDLE - 60);
    expect((await get(t.app, renewed, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id })).statusCode).toBe(403);
    expect(Date.now() - (await sessionRow(renewed))!.created_at.getTime()).toBeLessThan(60_000);
  });

  it('reads SESSION_ABSOLUTE_SECONDS (default 12 hours) and refuses a value that is not a positive whole number', () => {
    expect(readConfig({}).sessionAbsoluteSeconds).toBe(12 * 60 * 60);
    expect(readConfig({ SESSION_ABSOLUTE_SECONDS: '3600' }).sessionAbsoluteSeconds).toBe(3600);
    for (const bad of ['0', '-5', '1.5', 'ten', '']) {
      expect(() => readConfig({ SESSION_ABSOLUTE_SECONDS: bad })).toThrow(/SESSION_ABSOLUTE_SECONDS/);
    }
  });
});

describe('a small absolute lifetime in the configuration', () => {
  let short: TestApp;
  beforeAll(async () => { short = await createTestApp({ config: { sessionAbsoluteSeconds: 120 } }); });
  afterAll(async () => { await short.close(); });

  it('caps every answer at the lifetime and ends the session after it', async () => {
    const session = await resume(short.app, 'DEMO0001', 'demo@example.com', '10.132.0.1');
    expect(expiresIn(await get(short.app, session, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id }))).toBeLessThanOrEqual(120);
    await issuedAgo(session, 121, short.db);
    expect(fieldErrors(await get(short.app, session, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id }))).toEqual(SESSION_EXPIRED);
  });
});
