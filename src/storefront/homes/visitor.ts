/**
 * What signing in leaves in the browser (storefront.md section 6 "Browser-stored session values"):
 * the process and open type of the role (rep: rep/agent, group: group/group, member:
 * applicant/user), the agent, group and user ids, the portal when known, and the rep-authenticated
 * flag the main-layout guard reads. The server keeps the real principal; these only drive pages.
 */
import type { PrincipalData } from '../../../schemas/api/members';
import { clearSession, setSession, type SessionKey } from '../../session/storage';

type Role = NonNullable<PrincipalData['role']>;

const PROCESS: Record<Role, { eprocess: 'rep' | 'group' | 'applicant'; open_type: 'agent' | 'group' | 'user'; home: string }> = {
  agent: { eprocess: 'rep', open_type: 'agent', home: '/agent-home' },
  group: { eprocess: 'group', open_type: 'group', home: '/group-home' },
  member: { eprocess: 'applicant', open_type: 'user', home: '/member-home' },
};

/** The home page of a signed-in role. */
export function homeOf(role: Role): string {
  return PROCESS[role].home;
}

/** Stores the signed-in visitor; a value the principal lacks is removed (a previous visitor's must not linger). */
export function storeSignedIn(principal: PrincipalData & { role: Role }): void {
  const { eprocess, open_type } = PROCESS[principal.role];
  setSession('eprocess', eprocess);
  setSession('open_type', open_type);
  setSession('agent_id', principal.agent_id);
  setSession('group_id', principal.group_id);
  setSession('user_id', principal.user_id);
  setSession('portal_id', principal.portal_id);
  setSession('tempId', null);
  setSession('isRepAuthenticated', true);
}

/**
 * What signing in stored (plus the quote it may have started): forgotten on sign-out. The
 * rep-authenticated flag stays: the visitor may still shop the site they came through, and
 * clearing it would send the page to the landing before /sign-in opens.
 */
const SIGNED_IN_KEYS: readonly SessionKey[] = [
  'eprocess', 'open_type', 'agent_id', 'group_id', 'user_id', 'portal_id', 'portal_name', 'portal_code', 'enroll_type', 'tempId', 'tier',
  'isFilterDataSubmitted', 'isCurrentMemberAvailable',
];

/** Forgets the signed-in visitor. */
export function forgetSignedIn(): void {
  for (const key of SIGNED_IN_KEYS) clearSession(key);
}
