/**
 * The storefront's site calls (issue 7 point 3, storefront.md sections 4 and 7):
 * get-external-site-infromation with the demo partner site, get-elevate-info from configuration,
 * track-elevate-traffic counting each visitor once, set-enrollment-group-code on the bound
 * enrollment (422 'Invalid Group Enrollment Code', the access-code throttle) and
 * group-enrollment-info; every refusal a field error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENROLLMENTS } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, post, resume } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ config: { elevate: { portalId: 12 } } }); });
afterAll(async () => { await t.close(); });

const DEMO1 = 'de000001-0000-4000-8000-000000000001';
const DEMO2 = 'de000002-0000-4000-8000-000000000002';
const UNKNOWN = 'de0000ff-0000-4000-8000-0000000000ff';
const anonymous = { cookie: undefined };
restoreEnrollmentsAfterEach(() => t.db, [DEMO1, DEMO2]);

const visits = async (id: string) => (await t.db.selectFrom('site_visits').select('visitor_hash').where('enrollment_id', '=', id).execute()).length;
const row = (id: string) => t.db.selectFrom('enrollments').select(['group_id', 'portal_id']).where('id', '=', id).executeTakeFirstOrThrow();

describe('get-external-site-infromation', () => {
  it('answers the partner site partner-demo (any case): Acme Manufacturing, its rep\'s code, portal 12, a group landing', async () => {
    for (const site_name of ['partner-demo', 'Partner-Demo']) {
      expect(dataOf(await get(t.app, anonymous, 'get-external-site-infromation', { site_name }))).toEqual({
        site_name: 'partner-demo', gid: 2001, gname: 'Acme Manufacturing', gagent_code: 'AVERY001', portal_id: 12, landing_type: 'group',
      });
    }
  });

  it('answers 204 with no body for an unknown site, and 422 at site_name for a malformed or missing one', async () => {
    const unknown = await get(t.app, anonymous, 'get-external-site-infromation', { site_name: 'nobody-here' });
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe('');
    const malformed = await get(t.app, anonymous, 'get-external-site-infromation', { site_name: 'a b/../c' });
    expect(malformed.statusCode).toBe(422);
    expect(fieldErrors(malformed)).toEqual([{ target_element: 'site_name', error_message: MESSAGES.siteNameInvalid }]);
    const missing = await get(t.app, anonymous, 'get-external-site-infromation', {});
    expect(fieldErrors(missing)).toEqual([{ target_element: 'site_name', error_message: MESSAGES.required }]);
  });
});

describe('get-elevate-info', () => {
  it('answers the configured portal with its name and code', async () => {
    expect(dataOf(await get(t.app, anonymous, 'get-elevate-info'))).toEqual({ portal_id: 12, platform_name: 'Group Benefits', platform_code: 'GRP' });
  });
});

describe('track-elevate-traffic', () => {
  const track = (enrollment_id: unknown, ip: string, cookie?: string) => post(t.app, { cookie }, 'track-elevate-traffic', { enrollment_id }, ip);

  it('counts a visitor once per enrollment: a repeated call from the same address is not counted again, another address is', async () => {
    const before = await visits(DEMO2);
    expect(dataOf(await track(DEMO2, '10.90.0.1'))).toEqual({ counted: true });
    expect(dataOf(await track(DEMO2, '10.90.0.1'))).toEqual({ counted: false });
    expect(dataOf(await track(DEMO2, '10.90.0.2'))).toEqual({ counted: true });
    expect(await visits(DEMO2)).toBe(before + 2);
  });

  it('counts a browser session once, whatever address it calls from', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.90.1.1');
    expect(dataOf(await track(DEMO1, '10.90.1.1', session.cookie))).toEqual({ counted: true });
    expect(dataOf(await track(DEMO1, '10.90.1.2', session.cookie))).toEqual({ counted: false });
  });

  it('refuses an unknown, malformed or missing enrollment_id with 422 at enrollment_id, writing nothing', async () => {
    const unknown = await track(UNKNOWN, '10.90.2.1');
    expect(unknown.statusCode).toBe(422);
    expect(fieldErrors(unknown)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.trafficLinkUnknown }]);
    expect(await visits(UNKNOWN)).toBe(0);
    const malformed = await track("1' OR 1=1", '10.90.2.1');
    expect(fieldErrors(malformed)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentIdInvalid }]);
    const missing = await post(t.app, anonymous, 'track-elevate-traffic', {}, '10.90.2.1');
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.required }]);
  });
});

describe('set-enrollment-group-code', () => {
  const setCode = (cookie: string | undefined, group_code: string, enrollment_id: string, ip: string) =>
    post(t.app, { cookie }, 'set-enrollment-group-code', { group_code, enrollment_id }, ip);

  it('puts the bound enrollment under the group of ACME2001 (any case) and on its portal 12', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.91.0.1');
    expect(await row(DEMO1)).toEqual({ group_id: null, portal_id: 11 });
    expect(dataOf(await setCode(session.cookie, 'acme2001', DEMO1, '10.91.0.1'))).toEqual({ group_id: 2001, gname: 'Acme Manufacturing', portal_id: 12 });
    expect(await row(DEMO1)).toEqual({ group_id: 2001, portal_id: 12 });
  });

  it("refuses an unknown code with 422 'Invalid Group Enrollment Code' at group_code and changes nothing", async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.91.1.1');
    const refused = await setCode(session.cookie, 'ACME9999', DEMO1, '10.91.1.1');
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual([{ target_element: 'group_code', error_message: MESSAGES.invalidGroupCode }]);
    const malformed = await setCode(session.cookie, '<b>', DEMO1, '10.91.1.1');
    expect(fieldErrors(malformed)).toEqual([{ target_element: 'group_code', error_message: MESSAGES.invalidGroupCode }]);
    expect(await row(DEMO1)).toEqual({ group_id: null, portal_id: 11 });
  });

  it('answers 401 without a session and 403 for an enrollment the session does not hold, at enrollment_id', async () => {
    const none = await setCode(undefined, 'ACME2001', DEMO1, '10.91.2.1');
    expect(none.statusCode).toBe(401);
    expect(fieldErrors(none)[0].target_element).toBe('enrollment_id');
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.91.2.1');
    const other = await setCode(session.cookie, 'ACME2001', DEMO2, '10.91.2.1');
    expect(other.statusCode).toBe(403);
    expect(fieldErrors(other)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionForbidden }]);
    expect(await row(DEMO2)).toEqual({ group_id: 2001, portal_id: 12 });
  });

  it('is throttled with the access codes: 429 at group_code after 5 unknown codes from one caller, even for a valid code', async () => {
    const ip = '10.91.3.1';
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', ip);
    for (let i = 0; i < 5; i += 1) expect((await setCode(session.cookie, `WRONG00${i}`, DEMO1, ip)).statusCode).toBe(422);
    const blocked = await setCode(session.cookie, 'ACME2001', DEMO1, ip);
    expect(blocked.statusCode).toBe(429);
    expect(fieldErrors(blocked)).toEqual([{ target_element: 'group_code', error_message: MESSAGES.continueThrottled }]);
    expect(await row(DEMO1)).toEqual({ group_id: null, portal_id: 11 });
  });
});

describe('group-enrollment-info', () => {
  const info = (cookie: string | undefined, enrollment_id: string) => get(t.app, { cookie }, 'group-enrollment-info', { enrollment_id }, '10.92.0.1');

  it('answers has_enrollment and capture_groupcode for an enrollment of the session without a group (DEMO0001)', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.92.0.1');
    expect(dataOf(await info(session.cookie, DEMO1))).toEqual({ has_enrollment: true, capture_groupcode: true });
  });

  it('answers no code to capture for an enrollment already under a group (DEMO0002)', async () => {
    const { email } = DEMO_ENROLLMENTS.find((demo) => demo.id === DEMO2)!;
    const session = await resume(t.app, 'DEMO0002', email, '10.92.0.1');
    expect(dataOf(await info(session.cookie, DEMO2))).toEqual({ has_enrollment: true, capture_groupcode: false });
  });

  it("answers false, false without a session, for another session's enrollment and for an unknown one; 422 for a malformed id", async () => {
    expect(dataOf(await info(undefined, DEMO1))).toEqual({ has_enrollment: false, capture_groupcode: false });
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.92.0.1');
    expect(dataOf(await info(session.cookie, DEMO2))).toEqual({ has_enrollment: false, capture_groupcode: false });
    expect(dataOf(await info(session.cookie, UNKNOWN))).toEqual({ has_enrollment: false, capture_groupcode: false });
    const malformed = await info(session.cookie, 'nope');
    expect(fieldErrors(malformed)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentIdInvalid }]);
  });
});

describe('bad input never gets a 500', () => {
  const BAD: unknown[] = [null, 12, -1.5, true, [], ['a'], {}, { $ne: 1 }, '', ' ', 'x'.repeat(5000), '\u0000', "' OR 1=1 --"];
  const FIELDS = ['enrollment_id', 'group_code', 'site_name'];

  it('answers every wrong-typed, oversized or malformed value of every field with an answer or a field error, never 5xx, changing nothing', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.93.0.1');
    const before = await row(DEMO1);
    const outcomes = new Set<string>();
    for (const [i, value] of BAD.entries()) {
      for (const field of FIELDS) {
        const body = { enrollment_id: DEMO1, group_code: 'ACME9999', [field]: value };
        const query = { site_name: 'partner-demo', enrollment_id: DEMO1, [field]: typeof value === 'string' ? value : JSON.stringify(value) };
        const ip = `10.93.${i}.${FIELDS.indexOf(field) + 2}`;
        const answers = [
          await post(t.app, session, 'track-elevate-traffic', body, ip),
          await post(t.app, session, 'set-enrollment-group-code', body, ip),
          await get(t.app, session, 'group-enrollment-info', query, ip),
          await get(t.app, session, 'get-external-site-infromation', query, ip),
        ];
        for (const response of answers) {
          const failed = response.statusCode >= 400;
          outcomes.add(response.statusCode >= 500 ? `${response.statusCode} ${response.body}` : failed ? (response.json() as { status: string }).status : 'answered');
        }
      }
    }
    expect([...outcomes].sort()).toEqual(['answered', 'error']);
    expect(await row(DEMO1)).toEqual(before);
  });
});
