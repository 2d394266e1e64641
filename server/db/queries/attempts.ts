/**
 * Guessing throttles, race-free: an attempt is RESERVED (a resume_attempts row) before its guess
 * is evaluated, in one atomic step with the check of the limit. Counting first and recording the
 * failure afterwards let N parallel wrong tries all pass a check that none of them had counted
 * in yet; here the k-th parallel try sees the k-1 reservations before it.
 *
 * Atomic on PostgreSQL with any number of pool connections and server instances on one database,
 * and on PGlite: the check and insert run in one transaction under a transaction-scoped advisory
 * lock per key, so reservations of one key queue behind each other and each one's count (a fresh
 * READ COMMITTED snapshot taken after the lock) sees every reservation committed before it.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types';
import { lockNames } from './advisoryLocks';
import type { AttemptKind } from './continueCodes';

/** One key's limit: at most `max` attempts in the last `windowMinutes`; max null = counted, never refused. */
export interface AttemptLimit { kind: AttemptKind; keyHash: string; max: number | null; windowMinutes: number }

/** Granted: the rows reserved (one per limit, in order) and each key's attempts before this one; refused: the index of a limit at its max. */
export type Reservation =
  | { granted: true; ids: string[]; prior: number[] }
  | { granted: false; refused: number };

/** The advisory-lock name of a key. */
const lockName = (limit: AttemptLimit) => `resume_attempts:${limit.kind}:${limit.keyHash}`;

/**
 * Reserves one attempt for every key, or none when any key is at its max (then nothing is
 * counted). `db` must not be inside a transaction already: the lock lives for this one.
 */
export async function reserveAttempts(db: Kysely<Database>, limits: AttemptLimit[]): Promise<Reservation> {
  if (limits.length === 0) return { granted: true, ids: [], prior: [] };
  return db.transaction().execute(async (trx) => {
    await lockNames(trx, limits.map(lockName));
    const prior: number[] = [];
    for (const { kind, keyHash, windowMinutes } of limits) {
      const row = await trx.selectFrom('resume_attempts').select(sql<number>`count(*)::int`.as('n'))
        .where('kind', '=', kind).where('key_hash', '=', keyHash)
        .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
        .executeTakeFirstOrThrow();
      prior.push(row.n);
    }
    const refused = limits.findIndex((limit, index) => limit.max !== null && prior[index] >= limit.max);
    if (refused >= 0) return { granted: false, refused };
    const rows = await trx.insertInto('resume_attempts').values(limits.map(({ kind, keyHash }) => ({ kind, key_hash: keyHash })))
      .returning('id').execute();
    return { granted: true, ids: rows.map((row) => row.id), prior };
  });
}

/** Gives reserved attempts back (a success does not count against its keys). */
export async function releaseAttempts(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('resume_attempts').where('id', 'in', ids).execute();
}
