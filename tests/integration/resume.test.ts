/** Resuming a saved enrollment by code + e-mail or by direct link (throttling: throttle.test.ts; link tokens: directLink.test.ts). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002, DEMO0004 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { demoLinkToken } from '../../server/services/codes';
import { cookieOf, dataOf, fieldErrors, get, post, resume } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
// Tests expire or delete a demo code and re-bind demo enrollments: each test gets them back as seeded.
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0002.id, DEMO0004.id]);

const anonymous = { cookie: undefined };

describe('continue-enrollment', () => {
  it('resumes DEMO0001 with code and e-mail, binds the session and answers where to go', async () => {
    const response = await post(t.app, anonymous, 'continue-enrollment', { code: 'DEMO0001', email: 'demo@example.com' });
    const data = dataOf(response);
    expect(data).toEqual({
      enrollment_id: DEMO0001.id, saved_tab: 'primary_info', group_id: null, platform_group_id: 11, agent_id: 1001,
      open_type: null, type: 'new-member', eprocess: 'applicant',
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^bs_sid=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const fields = dataOf<{ result: { field_name: string; value: unknown }[] }>(
      await get(t.app, { cookie: cookieOf(response) }, 'get-form-fields-personal-info', { enrollment_id: DEMO0001.id }),
    );
    expect(fields.result.find((field) => field.field_name === 'first_name')?.value).toBe('Casey');
  });

  it('accepts the code in any case and the e-mail in capitals', async () => {
    const data = dataOf(await post(t.app, anonymous, 'continue-enrollment', { code: ' demo0002', email: 'Group@Example.COM' }, '10.0.0.2'));
    expect(data.enrollment_id).toBe(DEMO0002.id);
    expect(data.saved_tab).toBe('employer_info');
  });

  it('flags both fields when the code and e-mail do not match, and binds nothing', async () => {
    const response = await post(t.app, anonymous, 'continue-enrollment', { code: 'DEMO0001', email: 'group@example.com' }, '10.0.0.3');
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([
      { target_element: 'code', error_message: MESSAGES.continueFailed },
      { target_element: 'email', error_message: MESSAGES.continueFailed },
    ]);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('requires both fields and a valid e-mail', async () => {
    const missing = await post(t.app, anonymous, 'continue-enrollment', {}, '10.0.0.4');
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing)).toEqual(expect.arrayContaining([
      { target_element: 'code', error_message: MESSAGES.required },
      { target_element: 'email', error_message: MESSAGES.required },
    ]));
    const badEmail = await post(t.app, anonymous, 'continue-enrollment', { code: 'DEMO0001', email: 'demo@' }, '10.0.0.4');
    expect(fieldErrors(badEmail)).toEqual([{ target_element: 'email', error_message: MESSAGES.continueInvalidEmail }]);
  });

  it('re-binds: the session that resumed last is the only one with access', async () => {
    const first = await resume(t.app, 'DEMO0004', 'morgan.lee@example.com', '10.0.0.5');
    const second = await resume(t.app, 'DEMO0004', 'morgan.lee@example.com', '10.0.0.5');
    const query = { enrollment_id: DEMO0004.id };
    expect((await get(t.app, second, 'get-dynamic-tabs', query)).statusCode).toBe(200);
    const lost = await get(t.app, first, 'get-dynamic-tabs', query);
    expect(lost.statusCode).toBe(403);
    expect(fieldErrors(lost)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionForbidden }]);
  });

  it('renews the cookie of a session that already has one, and the renewed session keeps what it held', async () => {
    const session = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.0.0.6');
    const again = await post(t.app, session, 'continue-enrollment', { code: 'DEMO0002', email: 'group@example.com' }, '10.0.0.6');
    expect(again.statusCode).toBe(200);
    const renewed = { cookie: cookieOf(again) };
    expect(renewed.cookie).not.toBe(session.cookie);
    // One session may hold several enrollments.
    expect((await get(t.app, renewed, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id })).statusCode).toBe(200);
    expect((await get(t.app, renewed, 'get-dynamic-tabs', { enrollment_id: DEMO0002.id })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await t.db.updateTable('continue_codes').set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('enrollment_id', '=', DEMO0004.id).execute();
    const response = await post(t.app, anonymous, 'continue-enrollment', { code: 'DEMO0004', email: 'morgan.lee@example.com' }, '10.0.0.7');
    expect(response.statusCode).toBe(422);
    const link = await get(t.app, anonymous, `direct-continue/${DEMO0004.id}`, { t: demoLinkToken('DEMO0004') }, '10.0.0.7');
    expect(link.statusCode).toBe(422);
  });
});

describe('direct-continue/{id}', () => {
  it('resumes by the raw enrollment id and the link token, and binds the session', async () => {
    const response = await get(t.app, anonymous, `direct-continue/${DEMO0002.id}`, { t: demoLinkToken('DEMO0002') }, '10.3.0.1');
    expect(dataOf(response)).toMatchObject({ enrollment_id: DEMO0002.id, saved_tab: 'employer_info', group_id: 2001, platform_group_id: 12 });
    const session = { cookie: cookieOf(response) };
    expect((await get(t.app, session, 'get-group-info', { enrollment_id: DEMO0002.id })).statusCode).toBe(200);
  });

  it('refuses an id without a continue code and a malformed id, without binding', async () => {
    await t.db.deleteFrom('continue_codes').where('enrollment_id', '=', DEMO0002.id).execute();
    const noCode = await get(t.app, anonymous, `direct-continue/${DEMO0002.id}`, { t: demoLinkToken('DEMO0002') }, '10.3.0.2');
    expect(noCode.statusCode).toBe(422);
    expect(noCode.headers['set-cookie']).toBeUndefined();
    const malformed = await get(t.app, anonymous, 'direct-continue/not-a-uuid', {}, '10.3.0.2');
    expect(malformed.statusCode).toBe(422);
    expect(fieldErrors(malformed)).toEqual([{ target_element: 'id', error_message: MESSAGES.enrollmentIdInvalid }]);
  });
});
