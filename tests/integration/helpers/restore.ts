/**
 * Putting shared demo rows back after a test. The tests of a file share one app and database, so
 * a test that saves a tab, rotates a continue code (save-enrollment), re-binds an enrollment to
 * another session (a resume) or edits the row must leave the demo enrollment as it found it:
 * otherwise a later test's outcome depends on whether this one ran first.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { TAB_COLUMNS, type Database, type EnrollmentsTable } from '../../../server/db/types';

type Row = Selectable<EnrollmentsTable>;
const JSON_COLUMNS = ['filter_info', ...TAB_COLUMNS] as const;

/**
 * The row as an update: every column but the key and created_at, JSON columns as JSON text, and
 * the binding only to a session that still exists (a session that resumed again was replaced).
 */
function asUpdate({ id: _id, created_at: _created, ...row }: Row, liveSessions: Set<string>): Updateable<EnrollmentsTable> {
  const update: Record<string, unknown> = { ...row, session_hash: row.session_hash && liveSessions.has(row.session_hash) ? row.session_hash : null };
  for (const column of JSON_COLUMNS) update[column] = row[column] === null ? null : JSON.stringify(row[column]);
  return update as Updateable<EnrollmentsTable>;
}

/**
 * Snapshots these enrollments (every column, the session binding and completion included), their
 * continue codes and cart lines; the returned function writes the snapshot back, so the demo
 * codes resume again and sessions bound before the test hold their enrollments again.
 */
export async function snapshotEnrollments(db: Kysely<Database>, ids: readonly string[]): Promise<() => Promise<void>> {
  const rows = await db.selectFrom('enrollments').selectAll().where('id', 'in', ids).execute();
  const codes = await db.selectFrom('continue_codes').selectAll().where('enrollment_id', 'in', ids).execute();
  const cart = await db.selectFrom('cart_items').selectAll().where('enrollment_id', 'in', ids).execute();
  return async () => {
    await db.transaction().execute(async (trx) => {
      const live = new Set((await trx.selectFrom('sessions').select('id_hash').execute()).map((session) => session.id_hash));
      for (const row of rows) await trx.updateTable('enrollments').set(asUpdate(row, live)).where('id', '=', row.id).execute();
      await trx.deleteFrom('continue_codes').where('enrollment_id', 'in', ids).execute();
      if (codes.length > 0) await trx.insertInto('continue_codes').values(codes).execute();
      await trx.deleteFrom('cart_items').where('enrollment_id', 'in', ids).execute();
      if (cart.length > 0) await trx.insertInto('cart_items').values(cart).execute();
    });
  };
}

/**
 * Gives every test of the file these enrollments as it found them: snapshots them before each
 * test and writes them back after it, failed or not. `db` is read when the hooks run (the app is
 * built in beforeAll).
 */
export function restoreEnrollmentsAfterEach(db: () => Kysely<Database>, ids: readonly string[]): void {
  let restore: (() => Promise<void>) | undefined;
  beforeEach(async () => { restore = await snapshotEnrollments(db(), ids); });
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });
}
