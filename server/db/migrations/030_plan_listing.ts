/**
 * The plans listing by pages (issue 17 point 2): each plan's place in the listing's category
 * order as a stored column, and one partial index in listing order over the listed plans, so a
 * page of get-filtered-plans is an index range read (LIMIT/OFFSET) and its total an index-only
 * count, whatever the catalog's size. The rank is PLAN_CATEGORY_ORDER's index (a code outside it
 * ranks last, 99); a change to that order needs a migration that re-creates the column.
 * Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';
import { PLAN_CATEGORY_ORDER } from '../../../schemas/api/menu';

const RANK = `CASE category ${PLAN_CATEGORY_ORDER.map((code, rank) => `WHEN '${code}' THEN ${rank}`).join(' ')} ELSE 99 END`;

const UP = [
  `ALTER TABLE plans ADD COLUMN listing_rank smallint GENERATED ALWAYS AS (${RANK}) STORED`,
  // Only what the listing shows (never the membership or a rider); group_id rides along for index-only counts.
  `CREATE INDEX plans_listing ON plans (listing_rank, id) INCLUDE (group_id) WHERE plan_type NOT IN ('membership', 'rider')`,
];

const DOWN = ['DROP INDEX IF EXISTS plans_listing', 'ALTER TABLE plans DROP COLUMN IF EXISTS listing_rank'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
