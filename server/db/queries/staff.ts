/**
 * Queries of product staff (migration 029): accounts by e-mail (case-insensitive) and staff
 * sessions. A session's idle and absolute limits are tested with the enrollee sessions' own
 * clock expressions (queries/sessions.ts, over the alias `s`), on the database's clock.
 */
import { type Kysely, sql } from 'kysely';
import type { StaffRole } from '../../../schemas/forms/staff';
import type { Database } from '../types';
import { clockColumns, type SessionLimits, sessionLive } from './sessions';

/** A staff account as sign-in and the guard read it. */
export interface StaffAccount { id: number; email: string; name: string; roles: StaffRole[]; password_hash: string }

/** The account with this e-mail (any case), or undefined. */
export function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffAccount | undefined> {
  return db.selectFrom('staff_accounts').select(['id', 'email', 'name', 'roles', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** Replaces an account's password hash, unless another sign-in replaced `previous` first. */
export async function replaceStaffPasswordHash(db: Kysely<Database>, id: number, previous: string, next: string): Promise<void> {
  await db.updateTable('staff_accounts').set({ password_hash: next }).where('id', '=', id).where('password_hash', '=', previous).execute();
}

/** Records a staff session the server just issued (its lifetime starts now). */
export async function createStaffSession(db: Kysely<Database>, tokenHash: string, staffId: number): Promise<void> {
  await db.insertInto('staff_sessions').values({ token_hash: tokenHash, staff_id: staffId }).execute();
}

/** Ends a staff session. */
export async function deleteStaffSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** The live session's account and clock (idle_for, life_left), in one query; undefined when the session is not live. */
export function liveStaffSession(db: Kysely<Database>, tokenHash: string, limits: SessionLimits) {
  return db.selectFrom('staff_sessions as s').innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select(['a.id', 'a.email', 'a.name', 'a.roles', ...clockColumns(limits.absoluteSeconds)])
    .where('s.token_hash', '=', tokenHash).where(sessionLive(limits)).executeTakeFirst();
}

/** Marks a live staff session used now (the absolute lifetime never slides). */
export async function touchStaffSession(db: Kysely<Database>, tokenHash: string, limits: SessionLimits): Promise<void> {
  await db.updateTable('staff_sessions as s').set({ last_seen_at: sql<Date>`now()` })
    .where('s.token_hash', '=', tokenHash).where(sessionLive(limits)).execute();
}

/** Deletes staff sessions past either limit, at most `limit` of them, so each call stays cheap. */
export async function purgeStaffSessions(db: Kysely<Database>, limits: SessionLimits, limit = 100): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', 'in', (eb) => eb.selectFrom('staff_sessions as s').select('s.token_hash')
    .where(sql<boolean>`NOT ${sessionLive(limits)}`).limit(limit))
    .execute();
}

/** Whether the portal is marked 'four eyes' (false for an unknown portal). */
export async function portalFourEyes(db: Kysely<Database>, portalId: number): Promise<boolean> {
  const row = await db.selectFrom('portals').select('four_eyes').where('id', '=', portalId).executeTakeFirst();
  return row?.four_eyes ?? false;
}
