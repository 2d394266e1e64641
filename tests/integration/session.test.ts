/** The security baseline: every enrollment route refuses callers not bound to the enrollment. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { API, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { BOUND_ROUTES, VALID_PERSONAL, type BoundRoute } from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let owner: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await resume(t.app, 'DEMO0001', 'demo@example.com');
  other = await resume(t.app, 'DEMO0002', 'group@example.com');
});
afterAll(async () => { await t.close(); });

function call(route: BoundRoute, session: Session, id: string) {
  const input = route.input(id);
  return route.method === 'GET'
    ? get(t.app, session, route.path, Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])))
    : post(t.app, session, route.path, input);
}

const unchanged = async () => t.db.selectFrom('enrollments').selectAll().where('id', '=', DEMO0001.id).executeTakeFirstOrThrow();

describe.each(BOUND_ROUTES)('$method $path', (route) => {
  it('answers 401 without a session cookie', async () => {
    const before = await unchanged();
    const response = await call(route, { cookie: undefined }, DEMO0001.id);
    expect(response.statusCode).toBe(401);
    expect(fieldErrors(response)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionMissing }]);
    expect(await unchanged()).toEqual(before);
  });

  it('answers 403 to another session and for an unknown enrollment', async () => {
    const before = await unchanged();
    const response = await call(route, other, DEMO0001.id);
    expect(response.statusCode).toBe(403);
    expect(fieldErrors(response)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionForbidden }]);
    expect((await call(route, owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect(await unchanged()).toEqual(before);
  });

  it('answers 401 to a well-formed cookie the server never issued', async () => {
    const before = await unchanged();
    const response = await call(route, { cookie: `bs_sid=${'A'.repeat(43)}` }, DEMO0001.id);
    expect(response.statusCode).toBe(401);
    expect(fieldErrors(response)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionExpired }]);
    expect(await unchanged()).toEqual(before);
  });

  it('serves the bound session', async () => {
    const response = await call(route, owner, DEMO0001.id);
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 200, body: { status: 'success' } });
  });
});

describe('where the guard reads enrollment_id', () => {
  const postWithQuery = (path: string, query: string, body: Record<string, unknown>) => t.app.inject({
    method: 'POST', url: `${API}/${path}?enrollment_id=${query}`, payload: body, headers: { cookie: owner.cookie ?? '' },
  });

  it("checks the POST body's id, so a query id of the caller's own enrollment opens no other", async () => {
    const before = await t.db.selectFrom('enrollments').selectAll().where('id', '=', DEMO0002.id).executeTakeFirstOrThrow();
    const response = await postWithQuery('save-personal-info', DEMO0001.id, { enrollment_id: DEMO0002.id, first_name: 'Mallory' });
    expect(response.statusCode).toBe(403);
    expect(await t.db.selectFrom('enrollments').selectAll().where('id', '=', DEMO0002.id).executeTakeFirstOrThrow()).toEqual(before);
  });

  it("ignores a malformed query id on a POST and serves the body's own id", async () => {
    const bodies: Record<string, Record<string, unknown>> = {
      'save-personal-info': VALID_PERSONAL,
      'save-enroller-code': { enrollerCode: 'ENR-1001' },
      'save-enrollment': { email: 'demo@example.com', tab: 'primary_info' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      const response = await postWithQuery(path, 'not-a-uuid', { enrollment_id: DEMO0001.id, ...body });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    }
  });
});

describe('session-free routes', () => {
  it('keeps the other session working on its own enrollment', async () => {
    expect((await get(t.app, other, 'get-dynamic-tabs', { enrollment_id: DEMO0002.id })).statusCode).toBe(200);
  });

  it('validate-member-email needs a session bound to some enrollment (it tells who is a member)', async () => {
    expect((await post(t.app, { cookie: undefined }, 'validate-member-email', { email: 'a@example.com' })).statusCode).toBe(401);
    expect((await post(t.app, { cookie: `bs_sid=${'B'.repeat(43)}` }, 'validate-member-email', { email: 'a@example.com' })).statusCode).toBe(401);
    expect((await post(t.app, owner, 'validate-member-email', { email: 'a@example.com' })).statusCode).toBe(200);
  });
});
