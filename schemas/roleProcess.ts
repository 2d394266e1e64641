/**
 * The one role -> process mapping (issue 16 item 4): what a signed-in portal account's own
 * filters name as open_type, eprocess and enroll_type (storefront.md sections 3 "Existing-member
 * flow", 6 and 7). A rep or group admin enrolls one of their members (existing-member) under
 * their own process; a member enrolls herself as the applicant (existing-user). The storefront's
 * member pages build their filter calls from it and the server checks and writes the same values.
 */
import type { Eprocess } from './enrollee';
import type { PortalRole } from './portalRoles';

/** Who opened the storefront (the browser's open_type). */
export type OpenType = 'agent' | 'group' | 'user';

/** Whose filter: a rep's or group's pick from their table (existing-member) or the signed-in member herself (existing-user). */
export type ExistingEnrollType = 'existing-member' | 'existing-user';

/** What a role's own filter names. */
export interface RoleProcess { open_type: OpenType; eprocess: Eprocess; enroll_type: ExistingEnrollType }

const ROLE_PROCESS = {
  agent: { open_type: 'agent', eprocess: 'rep', enroll_type: 'existing-member' },
  group: { open_type: 'group', eprocess: 'group', enroll_type: 'existing-member' },
  member: { open_type: 'user', eprocess: 'applicant', enroll_type: 'existing-user' },
} as const satisfies Readonly<Record<PortalRole, RoleProcess>>;

/** The open_type, eprocess and enroll_type of a filter the signed-in `role` makes. */
export function processOfRole<R extends PortalRole>(role: R): (typeof ROLE_PROCESS)[R] {
  return ROLE_PROCESS[role];
}

/** The process, rep and group of a filter a signed-in rep or group makes for one of its members. */
export interface ExistingMemberClaim { open_type: 'agent' | 'group'; eprocess: 'rep' | 'group'; agent_id: number | null; group_id: number | null }

/**
 * A rep's filter names the rep and the member's own group; a group admin's names its group and no
 * rep (the server takes the group's rep).
 */
export function existingMemberClaim(role: 'agent' | 'group', ownId: number, memberGroupId: number | null): ExistingMemberClaim {
  const { open_type, eprocess } = processOfRole(role);
  return role === 'agent'
    ? { open_type, eprocess, agent_id: ownId, group_id: memberGroupId }
    : { open_type, eprocess, agent_id: null, group_id: ownId };
}
