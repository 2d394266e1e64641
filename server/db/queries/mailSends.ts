/**
 * Queries of the outgoing-mail limiter (migration 028). Each key (a sha256) is serialised by a
 * transaction-level advisory lock (advisoryLocks.ts), so counting a key's recent mails and recording a new one is
 * one atomic step even under parallel requests and across server instances on one database.
 * Time is the database's clock. Every function here must run inside a transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';
import { lockNames } from './advisoryLocks';

/** Takes the keys' advisory locks until the transaction ends (advisoryLocks.ts: one fixed order, no deadlock). */
export async function lockMailKeys(trx: Kysely<Database>, keyHashes: readonly string[]): Promise<void> {
  await lockNames(trx, keyHashes.map((keyHash) => `mail_sends:${keyHash}`));
}

/** How many mails each key counted within the last `windowSeconds` (keys without any are absent). */
export async function recentMailCounts(trx: Kysely<Database>, keyHashes: readonly string[], windowSeconds: number): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('mail_sends').select(['key_hash', (eb) => eb.fn.countAll<string>().as('sent')])
    .where('key_hash', 'in', keyHashes)
    .where(sql<boolean>`sent_at > now() - make_interval(secs => ${windowSeconds})`)
    .groupBy('key_hash').execute();
  return new Map(rows.map((row) => [row.key_hash, Number(row.sent)]));
}

/** Counts one mail against each key, now. */
export async function recordMailSend(trx: Kysely<Database>, keyHashes: readonly string[]): Promise<void> {
  await trx.insertInto('mail_sends').values(keyHashes.map((key_hash) => ({ key_hash }))).execute();
}

/**
 * Deletes up to `limit` rows older than `olderThanSeconds` (no longer counted), skipping rows
 * another transaction is deleting, so housekeeping never makes a sender wait.
 */
export async function purgeMailSends(trx: Kysely<Database>, olderThanSeconds: number, limit = 100): Promise<void> {
  await sql`DELETE FROM mail_sends WHERE id IN (SELECT id FROM mail_sends
    WHERE sent_at < now() - make_interval(secs => ${olderThanSeconds}) LIMIT ${limit} FOR UPDATE SKIP LOCKED)`.execute(trx);
}
