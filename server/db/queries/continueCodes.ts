/**
 * Queries of continue codes (hashed, one live code per enrollment, each with the hash of the
 * direct-link token mailed with it) and of resume throttling.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types';

/** The enrollment id a live (unexpired) code + e-mail pair opens, or undefined. */
export async function findLiveCode(db: Kysely<Database>, codeHash: string, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('continue_codes').select('enrollment_id')
    .where('code_hash', '=', codeHash).where('email', '=', email).where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.enrollment_id;
}

/** Whether this link token belongs to the enrollment's live code (a link dies with the code it was mailed with). */
export async function hasLiveLink(db: Kysely<Database>, enrollmentId: string, linkHash: string): Promise<boolean> {
  const row = await db.selectFrom('continue_codes').select('enrollment_id')
    .where('enrollment_id', '=', enrollmentId).where('link_hash', '=', linkHash).where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Issues a code (and its link token) for the enrollment: the new pair replaces any older one. */
export async function replaceCode(
  db: Kysely<Database>, enrollmentId: string, hashes: { codeHash: string; linkHash: string }, email: string, expiresAt: Date,
): Promise<void> {
  const { codeHash, linkHash } = hashes;
  await db.insertInto('continue_codes')
    .values({ enrollment_id: enrollmentId, code_hash: codeHash, link_hash: linkHash, email, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('enrollment_id').doUpdateSet({
      code_hash: codeHash, link_hash: linkHash, email, expires_at: expiresAt, created_at: sql<Date>`now()`,
    }))
    .execute();
}

export type AttemptKind = 'email' | 'ip';

/** Records one failed attempt for each key. */
export async function recordFailures(db: Kysely<Database>, keys: { kind: AttemptKind; keyHash: string }[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insertInto('resume_attempts').values(keys.map((key) => ({ kind: key.kind, key_hash: key.keyHash }))).execute();
}

/** Forgets the failures of a key (after a success) and attempts older than a day (housekeeping). */
export async function clearFailures(db: Kysely<Database>, { kind, keyHash }: { kind: AttemptKind; keyHash: string }): Promise<void> {
  await db.deleteFrom('resume_attempts')
    .where((eb) => eb.or([
      eb.and([eb('kind', '=', kind), eb('key_hash', '=', keyHash)]),
      eb('created_at', '<', sql<Date>`now() - interval '1 day'`),
    ]))
    .execute();
}
