/**
 * Queries of the ways in a session took (migration 026) and of what a signed-in principal is
 * linked to: the rows services/callerEntitlements.ts decides from.
 */
import type { Kysely } from 'kysely';
import type { PortalRole } from '../../../schemas/portalRoles';
import type { Database, SessionEntryKind } from '../types';
import { sessionLive, type SessionLimits } from './sessions';

/** One way in: the rep and/or group it led to. */
export interface SessionEntryRow { kind: SessionEntryKind; agent_id: number | null; group_id: number | null }

/** A way in as read back, with the rep of its group (null without a group or a rep). */
export interface SessionEntry extends SessionEntryRow { group_agent_id: number | null }

/** Records a way in on the session; the same one twice is kept once. */
export async function addSessionEntry(db: Kysely<Database>, sessionHash: string, entry: SessionEntryRow): Promise<void> {
  await db.insertInto('session_entries').values({ session_hash: sessionHash, ...entry }).onConflict((conflict) => conflict.doNothing()).execute();
}

/** The session's ways in, oldest first, each with its group's rep as the groups table says now. */
export function sessionEntries(db: Kysely<Database>, sessionHash: string): Promise<SessionEntry[]> {
  return db.selectFrom('session_entries as e').leftJoin('groups as g', 'g.id', 'e.group_id')
    .select(['e.kind', 'e.agent_id', 'e.group_id', 'g.agent_id as group_agent_id'])
    .where('e.session_hash', '=', sessionHash).orderBy('e.created_at').execute();
}

/**
 * Moves the ways in of session `from` to session `to`, if `from` is still live, as moveBindings
 * does with enrollments: a renewed id keeps them, an expired one gives nothing.
 */
export async function moveSessionEntries(db: Kysely<Database>, from: string, to: string, limits: SessionLimits): Promise<void> {
  await db.updateTable('session_entries').set({ session_hash: to })
    .where('session_hash', '=', from)
    .where(({ exists, selectFrom }) => exists(selectFrom('sessions as s').select('s.id_hash').where('s.id_hash', '=', from).where(sessionLive(limits))))
    .execute();
}

/** The reps and groups a signed-in principal acts for: a rep and its groups, a group and its rep, a member's rep and group. */
export async function principalLinks(db: Kysely<Database>, principal: { role: PortalRole; ref: number }): Promise<{ agents: number[]; groups: number[] }> {
  const present = (ids: Array<number | null | undefined>) => ids.filter((id): id is number => id !== null && id !== undefined);
  if (principal.role === 'agent') {
    const groups = await db.selectFrom('groups').select('id').where('agent_id', '=', principal.ref).execute();
    return { agents: [principal.ref], groups: groups.map((group) => group.id) };
  }
  if (principal.role === 'group') {
    const group = await db.selectFrom('groups').select('agent_id').where('id', '=', principal.ref).executeTakeFirst();
    return { agents: present([group?.agent_id]), groups: group ? [principal.ref] : [] };
  }
  const member = await db.selectFrom('members').select(['agent_id', 'group_id']).where('id', '=', principal.ref).executeTakeFirst();
  return { agents: present([member?.agent_id]), groups: present([member?.group_id]) };
}
