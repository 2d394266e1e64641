/**
 * Queries of server-issued sessions. Idle time is measured on the database's clock (now()), so
 * several instances sharing one PostgreSQL agree on it whatever their own clocks say. A lookup
 * answers the session's idle seconds together with what the route needs (its enrollment, or
 * whether it holds any), so a guarded request costs one query.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types';
import type { Enrollment } from './enrollments';

/** Seconds since the session's last use. */
const idleFor = sql<number>`extract(epoch from now() - s.last_seen_at)::float8`;
const liveFor = (seconds: number) => sql<boolean>`s.last_seen_at > now() - make_interval(secs => ${seconds})`;

/** Records a session the server just issued. */
export async function createSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.insertInto('sessions').values({ id_hash: idHash }).execute();
}

/** Forgets a session (its enrollments lose their binding with it). */
export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Idle seconds of the session, or undefined when the server holds no such session. */
export async function sessionIdleFor(db: Kysely<Database>, idHash: string): Promise<number | undefined> {
  const row = await db.selectFrom('sessions as s').select(idleFor.as('idle_for')).where('s.id_hash', '=', idHash).executeTakeFirst();
  return row?.idle_for;
}

/** The session's idle seconds and, in the same query, the enrollment `enrollmentId` if it is bound to this session. */
export async function sessionWithEnrollment(
  db: Kysely<Database>, idHash: string, enrollmentId: string,
): Promise<{ idleFor: number; enrollment: Enrollment | undefined } | undefined> {
  const row = await db.selectFrom('sessions as s')
    .leftJoin('enrollments as e', (join) => join.onRef('e.session_hash', '=', 's.id_hash').on('e.id', '=', enrollmentId))
    .selectAll('e')
    .select(idleFor.as('session_idle_for'))
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_idle_for: seconds, ...enrollment } = row;
  return { idleFor: seconds, enrollment: enrollment.id === null ? undefined : (enrollment as Enrollment) };
}

/** The session's idle seconds and whether it holds at least one enrollment, in one query. */
export async function sessionHoldingAny(db: Kysely<Database>, idHash: string): Promise<{ idleFor: number; holdsAny: boolean } | undefined> {
  const row = await db.selectFrom('sessions as s')
    .select([
      idleFor.as('idle_for'),
      (eb) => eb.exists(eb.selectFrom('enrollments as e').select('e.id').whereRef('e.session_hash', '=', 's.id_hash')).as('holds_any'),
    ])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
  return row && { idleFor: row.idle_for, holdsAny: Boolean(row.holds_any) };
}

/** Marks a live session used now; false when it is not live (unknown, or idle for `idleSeconds`). */
export async function touchSession(db: Kysely<Database>, idHash: string, idleSeconds: number): Promise<boolean> {
  const result = await db.updateTable('sessions as s').set({ last_seen_at: sql<Date>`now()` })
    .where('s.id_hash', '=', idHash).where(liveFor(idleSeconds))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes sessions unused for `olderThanSeconds`, at most `limit` of them, so each call stays
 * cheap (by the last_seen_at index) however many have piled up.
 */
export async function purgeSessions(db: Kysely<Database>, olderThanSeconds: number, limit = 100): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', 'in', (eb) => eb.selectFrom('sessions as s').select('s.id_hash')
    .where(sql<boolean>`s.last_seen_at < now() - make_interval(secs => ${olderThanSeconds})`).limit(limit))
    .execute();
}
