/**
 * Session ids (issue 5): only ids the server issued are accepted, every resume issues a fresh one,
 * idle sessions expire server-side, and every answer to a live session says how long it has left.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002, DEMO0003 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { readConfig } from '../../server/config';
import { demoLinkToken, hashSessionId } from '../../server/services/codes';
import { API, cookieOf, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { expectSessionEnded, SESSION_EXPIRED } from './helpers/sessionEnded';
import { createTestApp, type TestApp } from './helpers/testApp';

const IDLE = 1800;
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const anonymous: Session = { cookie: undefined };
const sidOf = (session: Session) => session.cookie!.slice(session.cookie!.indexOf('=') + 1);
const sessionRow = (session: Session) =>
  t.db.selectFrom('sessions').selectAll().where('id_hash', '=', hashSessionId(sidOf(session))).executeTakeFirst();
/** Moves the session's last use `seconds` into the past (instead of sleeping). */
const idleFor = (session: Session, seconds: number) => t.db.updateTable('sessions')
  .set({ last_seen_at: sql<Date>`now() - make_interval(secs => ${seconds})` })
  .where('id_hash', '=', hashSessionId(sidOf(session))).execute();
const tabs = (session: Session, id: string) => get(t.app, session, 'get-dynamic-tabs', { enrollment_id: id });
const expiresIn = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers['x-session-expires-in'];
  return header === undefined ? undefined : Number(header);
};

describe('session ids', () => {
  it('refuses a forged well-formed cookie with 401 and never adopts it on continue', async () => {
    const forged: Session = { cookie: `bs_sid=${'F'.repeat(43)}` };
    const refused = await tabs(forged, DEMO0001.id);
    expect(refused.statusCode).toBe(401);
    expect(fieldErrors(refused)).toEqual(SESSION_EXPIRED);

    const resumed = await post(t.app, forged, 'continue-enrollment', { code: 'DEMO0001', email: 'demo@example.com' }, '10.50.0.1');
    expect(resumed.statusCode).toBe(200);
    const issued = cookieOf(resumed);
    expect(issued).toMatch(/^bs_sid=[A-Za-z0-9_-]{43}$/);
    expect(issued).not.toBe(forged.cookie);
    expect((await tabs(forged, DEMO0001.id)).statusCode).toBe(401);
    expect((await tabs({ cookie: issued }, DEMO0001.id)).statusCode).toBe(200);
    expect(await sessionRow(forged)).toBeUndefined();
  });

  it('issues a fresh id on every resume; the previous id stops working and its enrollments move to the new one', async () => {
    const first = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.50.0.2');
    const again = await post(t.app, first, 'continue-enrollment', { code: 'DEMO0002', email: 'group@example.com' }, '10.50.0.2');
    const second: Session = { cookie: cookieOf(again) };
    expect(second.cookie).toMatch(/^bs_sid=/);
    expect(second.cookie).not.toBe(first.cookie);
    expect(fieldErrors(await tabs(first, DEMO0001.id))).toEqual(SESSION_EXPIRED);
    expect(await sessionRow(first)).toBeUndefined();
    // One browser session may hold several enrollments: the renewed id keeps the earlier one.
    expect((await tabs(second, DEMO0001.id)).statusCode).toBe(200);
    expect((await tabs(second, DEMO0002.id)).statusCode).toBe(200);

    const link = await get(t.app, second, `direct-continue/${DEMO0003.id}`, { t: demoLinkToken('DEMO0003') }, '10.50.0.2');
    const third: Session = { cookie: cookieOf(link) };
    expect(third.cookie).toMatch(/^bs_sid=/);
    expect([first.cookie, second.cookie]).not.toContain(third.cookie);
    expect((await tabs(second, DEMO0003.id)).statusCode).toBe(401);
    for (const id of [DEMO0001.id, DEMO0002.id, DEMO0003.id]) expect((await tabs(third, id)).statusCode).toBe(200);
  });

  it('takes nothing over from an expired session: its enrollments stay closed', async () => {
    const old = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.50.0.3');
    await idleFor(old, IDLE + 1);
    const renewed: Session = { cookie: cookieOf(await post(t.app, old, 'continue-enrollment', { code: 'DEMO0002', email: 'group@example.com' }, '10.50.0.3')) };
    expect((await tabs(renewed, DEMO0002.id)).statusCode).toBe(200);
    expect((await tabs(renewed, DEMO0001.id)).statusCode).toBe(403);
  });

  it('the cookie of a browser that resumed earlier stops working when another resumes', async () => {
    const a = await resume(t.app, 'DEMO0003', 'harbor@example.com', '10.50.0.4');
    const b = await resume(t.app, 'DEMO0003', 'harbor@example.com', '10.50.0.5');
    expect((await tabs(b, DEMO0003.id)).statusCode).toBe(200);
    expect((await tabs(a, DEMO0003.id)).statusCode).toBe(403);
  });

  it('deletes long-expired session rows when issuing a new one', async () => {
    await t.db.insertInto('sessions').values({ id_hash: 'stale-session', created_at: '2020-01-01T00:00:00Z', last_seen_at: '2020-01-01T00:00:00Z' }).execute();
    await resume(t.app, 'DEMO0001', 'demo@example.com', '10.50.0.6');
    expect(await t.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', 'stale-session').executeTakeFirst()).toBeUndefined();
  });
});

describe('idle expiry', () => {
  it('answers 401 with the session-expired message once the session was idle for sessionIdleSeconds', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.51.0.1');
    await idleFor(session, IDLE - 5);
    expect((await tabs(session, DEMO0001.id)).statusCode).toBe(200);
    await idleFor(session, IDLE + 1);
    await expectSessionEnded(t.app, session, DEMO0001.id);
  });

  it('slides on use, but writes last_seen_at at most about once a minute', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.51.0.2');
    await idleFor(session, 20);
    const before = (await sessionRow(session))!.last_seen_at;
    const recent = await tabs(session, DEMO0001.id);
    expect((await sessionRow(session))!.last_seen_at).toEqual(before);
    expect(expiresIn(recent)).toBeGreaterThanOrEqual(IDLE - 25);
    expect(expiresIn(recent)).toBeLessThanOrEqual(IDLE - 20);

    await idleFor(session, 600);
    const touched = await tabs(session, DEMO0001.id);
    expect(expiresIn(touched)).toBe(IDLE);
    expect(Date.now() - (await sessionRow(session))!.last_seen_at.getTime()).toBeLessThan(60_000);
  });

  it('reads SESSION_IDLE_SECONDS (default 1800) and refuses a value that is not a positive whole number', () => {
    expect(readConfig({}).sessionIdleSeconds).toBe(1800);
    expect(readConfig({ SESSION_IDLE_SECONDS: '600' }).sessionIdleSeconds).toBe(600);
    for (const bad of ['0', '-5', '1.5', 'ten', '']) {
      expect(() => readConfig({ SESSION_IDLE_SECONDS: bad })).toThrow(/SESSION_IDLE_SECONDS/);
    }
  });
});

describe('x-session-expires-in', () => {
  it('comes with every answer to a live session, 4xx included, and never without one', async () => {
    const session = await resume(t.app, 'DEMO0002', 'group@example.com', '10.52.0.1');
    const answers = [
      await tabs(session, DEMO0002.id),
      await get(t.app, session, 'get-states'),
      await get(t.app, session, 'check-tab-required', { enrollment_id: DEMO0002.id, tab_name: 'nowhere' }),
      await tabs(session, DEMO0001.id),
      await post(t.app, session, 'save-personal-info', { enrollment_id: DEMO0002.id, first_name: '9' }),
      await get(t.app, session, 'no-such-route'),
      await post(t.app, session, 'continue-enrollment', { code: 'WRONG999', email: 'nobody@example.com' }, '10.52.0.2'),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 422, 403, 422, 404, 422]);
    for (const response of answers) {
      expect(expiresIn(response)).toBeGreaterThan(IDLE - 60);
      expect(expiresIn(response)).toBeLessThanOrEqual(IDLE);
    }
    expect((await get(t.app, anonymous, 'get-states')).headers['x-session-expires-in']).toBeUndefined();
    expect((await tabs({ cookie: `bs_sid=${'G'.repeat(43)}` }, DEMO0002.id)).headers['x-session-expires-in']).toBeUndefined();
  });

  it('comes with a resume answer for the new session', async () => {
    const response = await post(t.app, anonymous, 'continue-enrollment', { code: 'DEMO0002', email: 'group@example.com' }, '10.52.0.3');
    expect(expiresIn(response)).toBe(IDLE);
  });
});

describe('keep-session-alive', () => {
  it('extends a live session to the full idle time and answers the seconds left', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.53.0.1');
    await idleFor(session, 20 * 60);
    const response = await post(t.app, session, 'keep-session-alive', {});
    expect(dataOf(response)).toEqual({ expires_in: IDLE });
    expect(expiresIn(response)).toBe(IDLE);
    expect(Date.now() - (await sessionRow(session))!.last_seen_at.getTime()).toBeLessThan(60_000);
    const bare = await t.app.inject({ method: 'POST', url: `${API}/keep-session-alive`, headers: { cookie: session.cookie! } });
    expect(dataOf(bare)).toEqual({ expires_in: IDLE });
    const emptyJson = await t.app.inject({
      method: 'POST', url: `${API}/keep-session-alive`, payload: '', headers: { cookie: session.cookie!, 'content-type': 'application/json' },
    });
    expect(dataOf(emptyJson)).toEqual({ expires_in: IDLE });
  });

  it('needs a session', async () => {
    const missing = await post(t.app, anonymous, 'keep-session-alive', {});
    expect(missing.statusCode).toBe(401);
    expect(fieldErrors(missing)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionMissing }]);
    const forged = await post(t.app, { cookie: `bs_sid=${'H'.repeat(43)}` }, 'keep-session-alive', {});
    expect(fieldErrors(forged)).toEqual(SESSION_EXPIRED);
  });

  it('is documented in the OpenAPI document under the session tag', async () => {
    const doc = (await get(t.app, anonymous, 'openapi.json')).json() as { paths: Record<string, { post?: { tags?: string[]; responses?: object } }> };
    const route = doc.paths[`${API}/keep-session-alive`]?.post;
    expect(route?.tags).toEqual(['session']);
    expect(Object.keys(route?.responses ?? {})).toContain('200');
  });
});

describe('validate-member-email', () => {
  it('needs a live session that holds some enrollment', async () => {
    const session = await resume(t.app, 'DEMO0003', 'harbor@example.com', '10.54.0.1');
    expect((await post(t.app, session, 'validate-member-email', { email: 'new.person@example.com' })).statusCode).toBe(200);
    // Another browser resumes DEMO0003: this session is still live but holds nothing now.
    await resume(t.app, 'DEMO0003', 'harbor@example.com', '10.54.0.2');
    const empty = await post(t.app, session, 'validate-member-email', { email: 'new.person@example.com' });
    expect(empty.statusCode).toBe(403);
    expect(fieldErrors(empty)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionForbidden }]);
  });
});

describe('cookie name over http', () => {
  it('is bs_sid, and a __Host- cookie is not read (https: sessionCookie.test.ts)', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.55.0.1');
    expect(session.cookie).toMatch(/^bs_sid=/);
    const other = await get(t.app, { cookie: `__Host-bs_sid=${sidOf(session)}` }, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id });
    expect(other.statusCode).toBe(401);
  });
});
