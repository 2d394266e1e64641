/**
 * Transaction-scoped advisory locks: the one way our counters (guessing throttles, mail limits)
 * serialise the check and the record of a key, so parallel requests and several server instances
 * on one database count as one. Each name is hashed to a bigint by PostgreSQL (hashtextextended):
 * a collision only makes two keys wait for each other, never miscounts.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';

/**
 * Takes the locks of `names` until the transaction ends, in one fixed (sorted) order, so two
 * transactions sharing names always take them in the same order and never deadlock. `trx` must
 * be a transaction: outside one the locks would end with the statement.
 */
export async function lockNames(trx: Kysely<Database>, names: readonly string[]): Promise<void> {
  for (const name of [...new Set(names)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
  }
}
