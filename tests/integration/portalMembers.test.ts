/**
 * The member routes (issue 7, point 6), enforced by the server: get-agent-members and
 * get-group-users list only the signed-in rep's or group's members (rows with plans and statuses,
 * never an SSN), get-member-info answers the member, their rep or their group,
 * get-group-agent-member-info an enrollment of this session or a group the principal acts for;
 * the existing-member filters create a temporary enrollment bound to this session. 401 without a
 * principal, 403 for someone else's ids, 422 at the field for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let jordan: Session;
let sam: Session;
let acme: Session;
let morgan: Session;
const anonymous: Session = { cookie: undefined };

async function signIn(email: string): Promise<Session> {
  return { cookie: cookieOf(await post(t.app, { cookie: undefined }, 'portal-sign-in', { email, password: DEMO_PORTAL_PASSWORD }, '10.8.0.1')) };
}

beforeAll(async () => {
  t = await createTestApp();
  [jordan, sam, acme, morgan] = await Promise.all(
    ['jordan.avery@example.com', 'sam.noland@example.com', 'admin@acme.example.com', 'morgan.lee@example.com'].map(signIn),
  );
});
afterAll(async () => { await t.close(); });

const refusal = { target_element: 'general', error_message: MESSAGES.signInForbidden };

describe('member tables', () => {
  it("lists rep 1001's six members with their groups and plans, and Morgan Lee's dental ACTIVE and vision TERMED", async () => {
    const rows = dataOf<Array<Record<string, unknown>>>(await get(t.app, jordan, 'get-agent-members', { agent_id: '1001' }));
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.user_id === 7001)).toEqual({
      name: 'Morgan Lee', dob: '04/12/1980', policy_id: 'POL-700100', user_id: 7001, email: 'morgan.lee@example.com',
      group_info: { group_id: 2001, group_name: 'Acme Manufacturing' },
      plan_info: [
        { plan: 401, plan_name: 'BrightSmile Dental Plus', plan_status: 'ACTIVE' },
        { plan: 501, plan_name: 'ClearView Vision', plan_status: 'TERMED' },
      ],
    });
    expect(rows.every((row) => !('ssn' in row))).toBe(true);
  });

  it("lists group 2001's three members to its admin", async () => {
    const rows = dataOf<Array<{ user_id: number }>>(await get(t.app, acme, 'get-group-users', { group_id: '2001' }));
    expect(rows.map((row) => row.user_id).sort()).toEqual([7001, 7002, 7003]);
  });

  it("refuses another rep's or group's list (403), a member or rep asking for a group list (403), and nobody (401)", async () => {
    const other = await get(t.app, sam, 'get-agent-members', { agent_id: '1001' });
    expect(other.statusCode).toBe(403);
    expect(fieldErrors(other)).toEqual([refusal]);
    expect((await get(t.app, jordan, 'get-agent-members', { agent_id: '1002' })).statusCode).toBe(403);
    expect((await get(t.app, acme, 'get-group-users', { group_id: '2556' })).statusCode).toBe(403);
    expect((await get(t.app, morgan, 'get-agent-members', { agent_id: '1001' })).statusCode).toBe(403);
    expect((await get(t.app, jordan, 'get-group-users', { group_id: '2001' })).statusCode).toBe(403);
    const nobody = await get(t.app, anonymous, 'get-agent-members', { agent_id: '1001' });
    expect(nobody.statusCode).toBe(401);
    expect(fieldErrors(nobody)).toEqual([{ target_element: 'general', error_message: MESSAGES.signInRequired }]);
  });

  it('answers 422 at agent_id / group_id for a malformed id', async () => {
    const bad = await get(t.app, jordan, 'get-agent-members', { agent_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad)).toEqual([{ target_element: 'agent_id', error_message: MESSAGES.storefrontIdInvalid }]);
    expect((await get(t.app, acme, 'get-group-users', {})).statusCode).toBe(422);
  });
});

describe('get-member-info', () => {
  const morganInfo = {
    member_info: { first_name: 'Morgan', last_name: 'Lee', user_id: 7001 },
    agent_info: { agent_id: 1001, agent_fname: 'Jordan', agent_lname: 'Avery' },
    group_info: { gid: 2001, group_id: 2001, group_name: 'Acme Manufacturing' }, portal_id: 12,
  };

  it('answers Morgan Lee to herself, her rep and her group', async () => {
    for (const session of [morgan, jordan, acme]) expect(dataOf(await get(t.app, session, 'get-member-info', { user_id: '7001' }))).toEqual(morganInfo);
  });

  it("refuses another member, another rep, a group for a member outside it, unknown ids alike (403), and nobody (401)", async () => {
    expect((await get(t.app, morgan, 'get-member-info', { user_id: '7002' })).statusCode).toBe(403);
    expect((await get(t.app, sam, 'get-member-info', { user_id: '7001' })).statusCode).toBe(403);
    expect((await get(t.app, acme, 'get-member-info', { user_id: '7004' })).statusCode).toBe(403);
    expect((await get(t.app, jordan, 'get-member-info', { user_id: '999999' })).statusCode).toBe(403);
    expect((await get(t.app, anonymous, 'get-member-info', { user_id: '7001' })).statusCode).toBe(401);
    expect((await get(t.app, jordan, 'get-member-info', { user_id: '-1' })).statusCode).toBe(422);
  });
});

describe('filters for existing members', () => {
  const enrollNow = { user_id: 7004, tier: 'IS', eprocess: 'rep', agent_id: 1001, group_id: null, policy_id: 'POL-700400', open_type: null };

  it("creates Avery Cole's temporary enrollment for rep 1001 (existing-member, bound to this session) on the rep's first portal", async () => {
    const data = dataOf<{ temp_enrollment_id: string; portal_id: number }>(await post(t.app, jordan, 'add-filter-for-existing-user', enrollNow));
    expect(data.portal_id).toBe(11);
    const row = await t.db.selectFrom('enrollments').selectAll().where('id', '=', data.temp_enrollment_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'existing-member', eprocess: 'rep', member_id: 7004, agent_id: 1001, group_id: null, portal_id: 11 });
    expect(row.filter_info).toMatchObject({ tier: 'IS', user_id: 7004, dob: '12/01/1969' });
    const info = dataOf(await get(t.app, jordan, 'get-group-agent-member-info', { enrollment_id: data.temp_enrollment_id }));
    expect(info).toMatchObject({ enrollment_type: 'existing-member', result: { user_info: { first_name: 'Avery', last_name: 'Cole', user_id: 7004 } }, group_info: null });
    // The filter is this session's: another rep's session cannot read it.
    expect((await get(t.app, sam, 'get-group-agent-member-info', { enrollment_id: data.temp_enrollment_id })).statusCode).toBe(403);
  });

  it("creates a group's enrollment for Morgan Lee on Acme's portal 12 and moves it with update-filter-portal", async () => {
    const body = { user_id: 7001, tier: 'IO', eprocess: 'group', group_id: 2001, agent_id: null, policy_id: 'POL-700100', open_type: 'group' };
    const data = dataOf<{ temp_enrollment_id: string; portal_id: number }>(await post(t.app, acme, 'add-filter-for-existing-user', body));
    expect(data.portal_id).toBe(12);
    const moved = await post(t.app, acme, 'update-filter-portal', { enrollment_id: data.temp_enrollment_id, group_id: null, platform_group_id: 11 });
    expect(moved.statusCode).toBe(200);
    const row = await t.db.selectFrom('enrollments').select(['portal_id', 'group_id']).where('id', '=', data.temp_enrollment_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ portal_id: 11, group_id: null });
    const unknownPortal = await post(t.app, acme, 'update-filter-portal', { enrollment_id: data.temp_enrollment_id, group_id: null, platform_group_id: 99 });
    expect(fieldErrors(unknownPortal)).toEqual([{ target_element: 'platform_group_id', error_message: MESSAGES.choosePlatform }]);
    expect((await post(t.app, jordan, 'update-filter-portal', { enrollment_id: data.temp_enrollment_id, group_id: null, platform_group_id: 12 })).statusCode).toBe(403);
  });

  it("refuses another rep's member, another rep's id, nobody, a wrong policy and a missing tier", async () => {
    expect((await post(t.app, sam, 'add-filter-for-existing-user', { ...enrollNow, agent_id: 1002 })).statusCode).toBe(403);
    expect((await post(t.app, jordan, 'add-filter-for-existing-user', { ...enrollNow, agent_id: 1002 })).statusCode).toBe(403);
    expect((await post(t.app, morgan, 'add-filter-for-existing-user', enrollNow)).statusCode).toBe(403);
    expect((await post(t.app, anonymous, 'add-filter-for-existing-user', enrollNow)).statusCode).toBe(401);
    const policy = await post(t.app, jordan, 'add-filter-for-existing-user', { ...enrollNow, policy_id: 'POL-700100' });
    expect(fieldErrors(policy)).toEqual([{ target_element: 'policy_id', error_message: MESSAGES.memberPolicyMismatch }]);
    const { tier: _tier, ...noTier } = enrollNow;
    const missing = await post(t.app, jordan, 'add-filter-for-existing-user', noTier);
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing)).toEqual([{ target_element: 'tier', error_message: MESSAGES.chooseTier }]);
    expect(fieldErrors(await post(t.app, jordan, 'add-filter-for-existing-user', { ...enrollNow, tier: 'XX' }))).toEqual([{ target_element: 'tier', error_message: MESSAGES.chooseTier }]);
  });

  it('lets member 7001 create her own existing-user filter only', async () => {
    const data = dataOf<{ temp_enrollment_id: string; portal_id: number }>(await post(t.app, morgan, 'add-filter-for-member', { user_id: 7001, tier: 'IF', open_type: 'user' }));
    expect(data.portal_id).toBe(12);
    const row = await t.db.selectFrom('enrollments').selectAll().where('id', '=', data.temp_enrollment_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'existing-user', eprocess: 'applicant', member_id: 7001, group_id: 2001, agent_id: 1001 });
    expect((await post(t.app, morgan, 'add-filter-for-member', { user_id: 7002, tier: 'IF', open_type: 'user' })).statusCode).toBe(403);
    expect((await post(t.app, jordan, 'add-filter-for-member', { user_id: 7001, tier: 'IF', open_type: 'user' })).statusCode).toBe(403);
    expect((await post(t.app, anonymous, 'add-filter-for-member', { user_id: 7001, tier: 'IF', open_type: 'user' })).statusCode).toBe(401);
  });
});

describe('get-group-agent-member-info by group', () => {
  it("answers Acme's name, code and portal to its admin and its rep, and refuses another rep", async () => {
    const expected = { enrollment_type: null, result: { user_info: null }, group_info: { name: 'Acme Manufacturing', code: 'ACME2001' },
      platforms: [{ platform_group_id: 12, platform_name: 'Group Benefits', platform_code: 'GRP' }] };
    expect(dataOf(await get(t.app, acme, 'get-group-agent-member-info', { group_id: '2001' }))).toEqual(expected);
    expect(dataOf(await get(t.app, jordan, 'get-group-agent-member-info', { group_id: '2001' }))).toEqual(expected);
    expect((await get(t.app, sam, 'get-group-agent-member-info', { group_id: '2001' })).statusCode).toBe(403);
    expect((await get(t.app, anonymous, 'get-group-agent-member-info', { group_id: '2001' })).statusCode).toBe(401);
    expect(fieldErrors(await get(t.app, jordan, 'get-group-agent-member-info', {}))).toEqual([{ target_element: 'group_id', error_message: MESSAGES.required }]);
  });
});
