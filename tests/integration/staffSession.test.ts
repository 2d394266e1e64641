/**
 * Issue 14, point 7: product staff sign in to the studio with their roles. A staff session is its
 * own cookie (HttpOnly, SameSite=Strict, Path=/api/v1/admin) and its own row: it ends on sign-out,
 * after the idle or absolute limit, and neither it nor the enrollee's session opens the other's
 * routes. Wrong e-mail or password is one generic answer, throttled atomically; the guard of admin
 * routes answers 401 without a live staff session and 403 without the route's role.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import {
  DEMO_STAFF_ACCOUNTS, DEMO_STAFF_AUTHOR, type DemoStaffAccount, DEMO_STAFF_PASSWORD, DEMO_STAFF_PUBLISHER, DEMO_STAFF_PUBLISHER_2, DEMO_STAFF_VIEWER,
} from '../../schemas/demo/staffAccounts';
import { MESSAGES } from '../../schemas/messages';
import { portalFourEyes } from '../../server/db/queries/staff';
import { seedDemoWorld } from '../../server/db/seed';
import { ok } from '../../server/http';
import { registerErrorHandling } from '../../server/plugins/errors';
import { hashStaffToken, registerStaffSession, requireStaff, staffOf } from '../../server/plugins/staffSession';
import { newSessionId } from '../../server/services/codes';
import { hashPassword } from '../../server/services/portalAuthPasswords';
import { API, cookieOf, dataOf, fieldErrors, get, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';
import { createTwinApp } from './helpers/twinApp';

let t: TestApp;
/** Two routes of the admin API's kind, guarded by role, on the test app's database and services. */
let guarded: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  guarded = Fastify();
  await guarded.register(cookie);
  guarded.decorate('db', t.db);
  guarded.decorate('services', t.app.services);
  registerStaffSession(guarded);
  registerErrorHandling(guarded);
  guarded.get(`${API}/admin/publish-test`, { preHandler: requireStaff('publisher') }, async (request) => ok({ by: staffOf(request).email }));
  guarded.get(`${API}/admin/edit-test`, { preHandler: requireStaff('author') }, async (request) => ok({ by: staffOf(request).email }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded?.close();
  await t?.close();
});

const SESSION = `${API}/admin/session`;
const anonymous: Session = { cookie: undefined };

/** POST /admin/session from `ip`. */
function signIn(email: string, password: string, ip = '10.140.0.1', app = t.app) {
  return app.inject({ method: 'POST', url: SESSION, payload: { email, password }, remoteAddress: ip, headers: { 'content-type': 'application/json' } });
}

/** Signs in (asserting success) and returns the staff cookie as a Cookie header value. */
async function signedIn(email: string, ip?: string): Promise<Session> {
  const response = await signIn(email, DEMO_STAFF_PASSWORD, ip);
  expect(response.statusCode).toBe(200);
  return { cookie: cookieOf(response) };
}

/** A fresh staff session of the account made in the database (quick: no scrypt), as its cookie. */
async function sessionOf(account: DemoStaffAccount): Promise<Session> {
  const token = newSessionId();
  const { id } = await t.db.selectFrom('staff_accounts').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  await t.db.insertInto('staff_sessions').values({ token_hash: hashStaffToken(token), staff_id: id }).execute();
  return { cookie: `bs_staff=${token}` };
}

const call = (method: 'GET' | 'DELETE', session: Session, url = SESSION, app = t.app) =>
  app.inject({ method, url, headers: session.cookie ? { cookie: session.cookie } : {} });
const tokenOf = (session: Session) => session.cookie!.split('=')[1];
const setCookieOf = (response: LightMyRequestResponse) => String(response.headers['set-cookie'] ?? '');
const only = (message: string) => [{ target_element: 'general', error_message: message }];

describe('signing in', () => {
  it.each(DEMO_STAFF_ACCOUNTS.map((account) => [account.email, account] as const))('signs %s in with their name and roles', async (_email, account) => {
    const response = await signIn(account.email, DEMO_STAFF_PASSWORD, '10.140.1.1');
    expect(response.json()).toEqual({ status: 'success', data: { name: account.name, email: account.email, roles: account.roles } });
    const session = { cookie: cookieOf(response) };
    expect(dataOf(await call('GET', session))).toEqual({ name: account.name, email: account.email, roles: account.roles });
  });

  it('takes the e-mail in any case and sets its own HttpOnly, SameSite=Strict cookie for the admin API only, not Secure over http', async () => {
    const header = setCookieOf(await signIn(DEMO_STAFF_VIEWER.email.toUpperCase(), DEMO_STAFF_PASSWORD));
    expect(header).toMatch(/^bs_staff=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/v1/admin');
    expect(header).not.toContain('Secure');
  });

  it('over https names it __Secure-bs_staff and marks it Secure', async () => {
    const https = await createTwinApp(t, { config: { publicUrl: 'https://store.example' } });
    try {
      const response = await signIn(DEMO_STAFF_AUTHOR.email, DEMO_STAFF_PASSWORD, '10.140.0.2', https.app);
      expect(setCookieOf(response)).toMatch(/^__Secure-bs_staff=[A-Za-z0-9_-]{43};.*Secure/);
      expect((await call('GET', { cookie: cookieOf(response) }, SESSION, https.app)).statusCode).toBe(200);
    } finally {
      await https.close();
    }
  });

  it('answers a wrong password and an unknown e-mail alike: one message at general, no cookie, no session', async () => {
    const sessions = async () => (await t.db.selectFrom('staff_sessions').select('token_hash').execute()).length;
    const before = await sessions();
    const wrong = await signIn(DEMO_STAFF_PUBLISHER.email, 'not-the-password', '10.141.0.1');
    const unknown = await signIn('nobody@studio.example', DEMO_STAFF_PASSWORD, '10.141.0.1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual(only(MESSAGES.staffSignInFailed));
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessions()).toBe(before);
  });

  it('refuses bad input at its field (422) and an unknown property', async () => {
    const missing = await t.app.inject({ method: 'POST', url: SESSION, payload: { email: DEMO_STAFF_VIEWER.email }, remoteAddress: '10.142.0.1' });
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing)).toEqual([{ target_element: 'password', error_message: MESSAGES.required }]);
    const extra = await t.app.inject({
      method: 'POST', url: SESSION, payload: { email: DEMO_STAFF_VIEWER.email, password: DEMO_STAFF_PASSWORD, roles: ['publisher'] }, remoteAddress: '10.142.0.1',
    });
    expect(extra.statusCode).toBe(422);
    expect(fieldErrors(extra)).toEqual([{ target_element: 'roles', error_message: MESSAGES.fieldUnknown }]);
  });

  it('throttles parallel wrong tries from one address atomically: 5 evaluated, the rest 429, the right password too', async () => {
    // An account of this test's own, hashed cheaply (the stored cost is what each wrong try costs).
    const email = 'throttled.author@studio.example';
    const password_hash = await hashPassword('the-right-one', { N: 2 ** 10, r: 8, p: 1 });
    await t.db.insertInto('staff_accounts').values({ email, name: 'Throttled Author', roles: ['author'], password_hash }).execute();
    const ip = '10.143.0.1';
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(email, `wrong-${i}`, ip)));
    const statuses = tries.map((response) => response.statusCode);
    expect([statuses.filter((status) => status === 422).length, statuses.filter((status) => status === 429).length]).toEqual([5, 3]);
    const right = await signIn(email, 'the-right-one', ip);
    expect(right.statusCode).toBe(429);
    expect(fieldErrors(right)).toEqual(only(MESSAGES.continueThrottled));
    expect((await signIn(email, 'the-right-one', '10.143.0.2')).statusCode).toBe(200);
  });

  it('signing in again replaces the browser\'s staff session', async () => {
    const first = await signedIn(DEMO_STAFF_VIEWER.email);
    const again = await t.app.inject({
      method: 'POST', url: SESSION, payload: { email: DEMO_STAFF_AUTHOR.email, password: DEMO_STAFF_PASSWORD }, headers: { cookie: first.cookie! },
    });
    expect(dataOf(again)).toMatchObject({ email: DEMO_STAFF_AUTHOR.email });
    expect((await call('GET', first)).statusCode).toBe(401);
  });
});

describe('the staff session', () => {
  it('answers 401 without a staff cookie', async () => {
    const response = await call('GET', anonymous);
    expect(response.statusCode).toBe(401);
    expect(fieldErrors(response)).toEqual(only(MESSAGES.staffSignInRequired));
  });

  it('ends on sign-out: the row goes, the cookie is cleared and opens nothing any more', async () => {
    const session = await sessionOf(DEMO_STAFF_PUBLISHER);
    const out = await call('DELETE', session);
    expect(out.json()).toEqual({ status: 'success', data: {} });
    expect(setCookieOf(out)).toMatch(/^bs_staff=;.*Path=\/api\/v1\/admin/);
    expect(await t.db.selectFrom('staff_sessions').select('token_hash').where('token_hash', '=', hashStaffToken(tokenOf(session))).execute()).toEqual([]);
    const after = await call('GET', session);
    expect(after.statusCode).toBe(401);
    expect(fieldErrors(after)).toEqual(only(MESSAGES.staffSessionExpired));
    expect((await call('DELETE', anonymous)).statusCode).toBe(200);
  });

  it.each([
    ['unused past the idle limit', 'last_seen_at', 'staffSessionIdleSeconds'],
    ['issued past the absolute lifetime, though busy', 'created_at', 'staffSessionAbsoluteSeconds'],
  ] as const)('answers 401 once it is %s', async (_case, column, limit) => {
    const session = await sessionOf(DEMO_STAFF_VIEWER);
    const seconds = t.app.services.config[limit] + 1;
    await sql`UPDATE staff_sessions SET ${sql.ref(column)} = now() - make_interval(secs => ${seconds})
      WHERE token_hash = ${hashStaffToken(tokenOf(session))}`.execute(t.db);
    const response = await call('GET', session);
    expect(response.statusCode).toBe(401);
    expect(fieldErrors(response)).toEqual(only(MESSAGES.staffSessionExpired));
  });

  it('tells how long it has left', async () => {
    const response = await call('GET', await sessionOf(DEMO_STAFF_VIEWER));
    const left = Number(response.headers['x-staff-session-expires-in']);
    expect(left).toBeGreaterThan(t.app.services.config.staffSessionIdleSeconds - 60);
    expect(left).toBeLessThanOrEqual(t.app.services.config.staffSessionIdleSeconds);
  });
});

describe('roles on an admin route', () => {
  it('lets in every account holding the route\'s role, whatever else it holds', async () => {
    for (const account of [DEMO_STAFF_PUBLISHER, DEMO_STAFF_PUBLISHER_2]) {
      expect(dataOf(await call('GET', await sessionOf(account), `${API}/admin/publish-test`, guarded))).toEqual({ by: account.email });
    }
    for (const account of [DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER]) {
      expect(dataOf(await call('GET', await sessionOf(account), `${API}/admin/edit-test`, guarded))).toEqual({ by: account.email });
    }
  });

  it('answers 403 to a signed-in account without the role, and 401 to nobody', async () => {
    const cases = [
      [DEMO_STAFF_VIEWER, 'publish-test'], [DEMO_STAFF_AUTHOR, 'publish-test'], [DEMO_STAFF_VIEWER, 'edit-test'], [DEMO_STAFF_PUBLISHER_2, 'edit-test'],
    ] as const;
    for (const [account, route] of cases) {
      const response = await call('GET', await sessionOf(account), `${API}/admin/${route}`, guarded);
      expect({ who: account.email, route, status: response.statusCode }).toEqual({ who: account.email, route, status: 403 });
      expect(fieldErrors(response)).toEqual(only(MESSAGES.staffRoleMissing));
    }
    expect((await call('GET', anonymous, `${API}/admin/publish-test`, guarded)).statusCode).toBe(401);
  });
});

describe('the enrollee\'s session and the staff session', () => {
  it('an enrollee\'s session cookie opens no admin route, under either cookie name', async () => {
    const enrollee = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.144.0.1');
    const refused = await call('GET', enrollee);
    expect(refused.statusCode).toBe(401);
    expect(fieldErrors(refused)).toEqual(only(MESSAGES.staffSignInRequired));
    const renamed = { cookie: enrollee.cookie!.replace(/^bs_sid=/, 'bs_staff=') };
    expect((await call('GET', renamed)).statusCode).toBe(401);
    expect((await call('GET', renamed, `${API}/admin/publish-test`, guarded)).statusCode).toBe(401);
  });

  it('a staff cookie opens no enrollment and signs nobody in to a portal, under either cookie name', async () => {
    const staff = await sessionOf(DEMO_STAFF_PUBLISHER);
    const tabs = await get(t.app, staff, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id });
    expect(tabs.statusCode).toBe(401);
    expect(fieldErrors(tabs)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionMissing }]);
    const renamed = { cookie: staff.cookie!.replace(/^bs_staff=/, 'bs_sid=') };
    expect((await get(t.app, renamed, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id })).statusCode).toBe(401);
    expect(dataOf(await get(t.app, renamed, 'portal-session'))).toMatchObject({ role: null });
  });
});

describe('requests another site started', () => {
  it('refuses the admin API to another site and to a sibling subdomain, before the route runs', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await t.app.inject({
        method: 'POST', url: SESSION, payload: { email: DEMO_STAFF_VIEWER.email, password: DEMO_STAFF_PASSWORD },
        headers: { 'sec-fetch-site': site }, remoteAddress: '10.145.0.1',
      });
      expect({ site, status: response.statusCode }).toEqual({ site, status: 403 });
      expect(fieldErrors(response)).toEqual(only(MESSAGES.crossSiteRefused));
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const own = await t.app.inject({
      method: 'POST', url: SESSION, payload: { email: DEMO_STAFF_VIEWER.email, password: DEMO_STAFF_PASSWORD },
      headers: { 'sec-fetch-site': 'same-origin' }, remoteAddress: '10.145.0.1',
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('names each staff operation and, for the guarded ones, the staff cookie and the roles that may call it', async () => {
    const doc = (await get(t.app, anonymous, 'openapi.json')).json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operations = doc.paths[SESSION];
    expect(operations.post).toMatchObject({ operationId: 'staffSignIn', tags: ['admin'] });
    expect(operations.get).toMatchObject({ operationId: 'staffSession', security: [{ staffSession: [] }], 'x-staff-roles': [] });
    expect(operations.delete).toMatchObject({ operationId: 'staffSignOut', security: [{ staffSession: [] }] });
  });
});

describe('the demo world', () => {
  it('marks portal 12 four eyes, and no other', async () => {
    expect([await portalFourEyes(t.db, 12), await portalFourEyes(t.db, 11), await portalFourEyes(t.db, 999)]).toEqual([true, false, false]);
  });

  it('gives a database seeded before the staff accounts existed its staff on the next start, once', async () => {
    await t.db.deleteFrom('staff_accounts').execute();
    await t.db.updateTable('portals').set({ four_eyes: false }).execute();
    await t.db.deleteFrom('app_meta').where('key', '=', 'demo_staff_seeded').execute();
    const cipher = t.app.services.cipher;
    expect(await seedDemoWorld(t.db, cipher)).toBe(false);
    await seedDemoWorld(t.db, cipher);
    const emails = (await t.db.selectFrom('staff_accounts').select('email').orderBy('email').execute()).map((row) => row.email);
    expect(emails).toEqual(DEMO_STAFF_ACCOUNTS.map((account) => account.email).sort());
    expect(await portalFourEyes(t.db, 12)).toBe(true);
  });
});
