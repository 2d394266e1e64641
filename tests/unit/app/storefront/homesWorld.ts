/** The demo world's member tables and homes (spec/demo-world.md: rep 1001's six members, Morgan Lee's plans) for the fake network. */
import type { PrincipalData } from '../../../../schemas/api/members';
import { REP_ROWS } from '../../../../stories/storefront/homes/homesFixtures';

/** Rep 1001's member rows as get-agent-members answers them (the stories' fixture). */
export const JORDAN_ROWS = REP_ROWS;

/** Nobody signed in, as portal-session answers it. */
export const NOBODY: PrincipalData = { role: null, name: null, first_name: null, last_name: null, agent_id: null, group_id: null, user_id: null, portal_id: null };
export const JORDAN_PRINCIPAL: PrincipalData = { ...NOBODY, role: 'agent', name: 'Jordan Avery', first_name: 'Jordan', last_name: 'Avery', agent_id: 1001 };
export const MORGAN_PRINCIPAL: PrincipalData = {
  role: 'member', name: 'Morgan Lee', first_name: 'Morgan', last_name: 'Lee', agent_id: 1001, group_id: 2001, user_id: 7001, portal_id: 12,
};

export const PLATFORMS = [
  { platform_group_id: 11, platform_name: 'Individual Direct', platform_code: 'IND' },
  { platform_group_id: 12, platform_name: 'Group Benefits', platform_code: 'GRP' },
];
export const JORDAN_GROUPS = [{ gid: 2001, gname: 'Acme Manufacturing' }, { gid: 2556, gname: 'Harbor Logistics' }];
export const TEMP = { temp_enrollment_id: '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f', portal_id: 12 };
export const ACME_PRINCIPAL: PrincipalData = { ...NOBODY, role: 'group', name: 'Acme Manufacturing', agent_id: 1001, group_id: 2001, portal_id: 12 };
/** get-group-agent-member-info?group_id=2001. */
export const ACME_INFO = {
  enrollment_type: null, result: { user_info: null }, group_info: { name: 'Acme Manufacturing', code: 'ACME2001' }, platforms: [PLATFORMS[1]],
};
