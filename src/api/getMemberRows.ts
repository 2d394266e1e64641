import type { MemberRow } from '../../schemas/api/members';
import { apiGet } from './client';

/** Whose member table: the signed-in rep's (get-agent-members) or group's (get-group-users). */
export type MemberTableOwner = { kind: 'agent'; id: number } | { kind: 'group'; id: number };

/** GET get-agent-members?agent_id or get-group-users?group_id: the member rows (the server answers only for the signed-in owner). */
export function getMemberRows(owner: MemberTableOwner): Promise<MemberRow[]> {
  return owner.kind === 'agent'
    ? apiGet<MemberRow[]>('get-agent-members', { agent_id: owner.id })
    : apiGet<MemberRow[]>('get-group-users', { group_id: owner.id });
}
