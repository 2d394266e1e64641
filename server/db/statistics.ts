/**
 * Planner statistics of the listing's tables brought up to date at start. Rows written while the
 * server was stopped (a bulk import, a restored dump, the catalog bench's generated plans) leave
 * `plans` without statistics until autovacuum's next analyze (up to a minute after start, never on
 * PGlite, which runs no autovacuum). Without them PostgreSQL estimates a few dozen listed plans and
 * serves a listing page by reading and sorting every plan instead of 25 entries of the
 * plans_listing index (docs/catalog-paging.md: at 20,007 plans 11.7 ms against 0.04 ms a page).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './types';

/** The tables the listing's queries read: plans (its pages) and plan_listing_counts (their total). */
const LISTING_TABLES = ['plans', 'plan_listing_counts'];

/**
 * Rows changed since the last analyze beyond which a table is analyzed at start (and a tenth of
 * the table more, like autovacuum's own threshold): below it, reading every plan costs little, and
 * the demo seed and a test's data (a few hundred rows changed) start without an ANALYZE.
 */
const CHANGED_ROWS = 1000;

/**
 * ANALYZEs the listing's tables whose rows changed since their last analyze by more than
 * CHANGED_ROWS and a tenth of the table: what autovacuum would do soon, done before the first
 * request. Answers the tables analyzed.
 */
export async function refreshListingStatistics(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ relname: string }>`
    SELECT s.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = current_schema() AND s.relname IN (${sql.join(LISTING_TABLES)})
      AND s.n_mod_since_analyze > ${CHANGED_ROWS} + 0.1 * greatest(c.reltuples, 0)`.execute(db);
  const stale = rows.map((row) => row.relname).filter((name) => LISTING_TABLES.includes(name));
  if (stale.length > 0) await sql`ANALYZE ${sql.join(stale.map((name) => sql.table(name)))}`.execute(db);
  return stale;
}
