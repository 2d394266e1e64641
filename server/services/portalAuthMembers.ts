/**
 * What a signed-in principal may see of members (issue 7, point 6): a member themself, their rep
 * (members.agent_id) or their group (members.group_id). Also the member rows of the tables and
 * the portal an existing member enrolls on (their group's, else their rep's first, else the
 * default portal).
 */
import type { Kysely } from 'kysely';
import { membersOf, policiesOf } from '../db/queries/members';
import type { Database } from '../db/types';
import type { Principal } from './portalAuth';

/** Whether the principal may read or enroll this member. */
export function canSeeMember(principal: Pick<Principal, 'role' | 'ref'>, member: { id: number; agent_id: number | null; group_id: number | null }): boolean {
  switch (principal.role) {
    case 'member': return member.id === principal.ref;
    case 'agent': return member.agent_id === principal.ref;
    case 'group': return member.group_id === principal.ref;
  }
}

/** Whether the principal may act for this group: the group itself or its rep. */
export function canActForGroup(principal: Pick<Principal, 'role' | 'ref'>, group: { id: number; agent_id: number | null }): boolean {
  return (principal.role === 'group' && group.id === principal.ref) || (principal.role === 'agent' && group.agent_id === principal.ref);
}

/** The portal an existing member enrolls on: its group's, else its rep's, else the store's default (AppConfig.defaultPortalId). */
export function memberPortal(member: { group_portal_id: number | null; agent_portal_id: number | null }, defaultPortalId: number): number {
  return member.group_portal_id ?? member.agent_portal_id ?? defaultPortalId;
}

/** The member table rows of a rep or a group (storefront.md "Member row"; no SSN). */
export async function memberRows(db: Kysely<Database>, column: 'agent_id' | 'group_id', id: number) {
  const members = await membersOf(db, column, id);
  const policies = await policiesOf(db, members.map((member) => member.id));
  return members.map((member) => ({
    name: `${member.first_name} ${member.last_name}`, dob: member.dob, policy_id: member.policy_id, user_id: member.id, email: member.email,
    group_info: { group_id: member.group_id, group_name: member.group_name },
    plan_info: policies.filter((policy) => policy.member_id === member.id)
      .map(({ plan, plan_name, plan_status }) => ({ plan, plan_name, plan_status })),
  }));
}
