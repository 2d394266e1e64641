/** Member rows of the demo world for the homes' stories: rep 1001's six members (two pages), Acme's three (one page). */
import type { MemberRow } from '../../../schemas/api/members';
import { DEMO_PLANS } from '../../../schemas/demo/catalog';
import { DEMO_MEMBER_POLICIES } from '../../../schemas/demo/portalAccounts';
import { DEMO_MEMBERS } from '../../../schemas/demo/world';

/** Rep 1001's rows as get-agent-members answers them. */
export const REP_ROWS: MemberRow[] = DEMO_MEMBERS.map((member) => ({
  name: `${member.first_name} ${member.last_name}`, dob: member.dob, policy_id: member.policy_id, user_id: member.id, email: member.email,
  group_info: { group_id: member.group_id, group_name: member.group_id === 2001 ? 'Acme Manufacturing' : null },
  plan_info: DEMO_MEMBER_POLICIES.filter(([id]) => id === member.id)
    .map(([, plan, status]) => ({ plan, plan_name: DEMO_PLANS.find((p) => p.id === plan)?.name ?? '', plan_status: status })),
}));

/** Group 2001's rows (get-group-users). */
export const GROUP_ROWS: MemberRow[] = REP_ROWS.filter((row) => row.group_info.group_id === 2001);
