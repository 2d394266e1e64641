/**
 * The plans listing by pages (issue 17 point 2): each plan's place in the listing's category
 * order as a stored column, and one partial index in listing order over the listed plans, so a
 * page of get-filtered-plans is an index range read (LIMIT/OFFSET) whatever the catalog's size.
 * A page's total comes from plan_listing_counts, the listed plans counted per category and group
 * (group_key: the plan's group_id, 0 for plans every visitor sees), kept by a trigger on plans
 * (a TRUNCATE of plans is not counted), so it is a sum of a few rows, not a count of the catalog.
 * The rank is PLAN_CATEGORY_ORDER's index (a code outside it
 * ranks last, 99); a change to that order needs a migration that re-creates the column.
 * Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';
import { PLAN_CATEGORY_ORDER } from '../../../schemas/api/menu';

const RANK = `CASE category ${PLAN_CATEGORY_ORDER.map((code, rank) => `WHEN '${code}' THEN ${rank}`).join(' ')} ELSE 99 END`;

/** The plan types the listing never shows (as server/db/queries/plans.ts UNLISTED). */
const LISTED = `plan_type NOT IN ('membership', 'rider')`;

const UP = [
  `ALTER TABLE plans ADD COLUMN listing_rank smallint GENERATED ALWAYS AS (${RANK}) STORED`,
  // Only what the listing shows (never the membership or a rider), in the listing's order.
  `CREATE INDEX plans_listing ON plans (listing_rank, id) WHERE ${LISTED}`,
  `CREATE TABLE plan_listing_counts (listing_rank smallint NOT NULL, group_key integer NOT NULL, plans integer NOT NULL,
     PRIMARY KEY (listing_rank, group_key))`,
  `CREATE FUNCTION plan_listing_count() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.${LISTED} THEN
       UPDATE plan_listing_counts SET plans = plans - 1 WHERE listing_rank = OLD.listing_rank AND group_key = COALESCE(OLD.group_id, 0);
     END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.${LISTED} THEN
       INSERT INTO plan_listing_counts (listing_rank, group_key, plans) VALUES (NEW.listing_rank, COALESCE(NEW.group_id, 0), 1)
         ON CONFLICT (listing_rank, group_key) DO UPDATE SET plans = plan_listing_counts.plans + 1;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER plans_listing_count AFTER INSERT OR UPDATE OR DELETE ON plans FOR EACH ROW EXECUTE FUNCTION plan_listing_count()`,
  `INSERT INTO plan_listing_counts (listing_rank, group_key, plans)
     SELECT listing_rank, COALESCE(group_id, 0), count(*) FROM plans WHERE ${LISTED} GROUP BY 1, 2`,
];

const DOWN = [
  'DROP TRIGGER IF EXISTS plans_listing_count ON plans', 'DROP FUNCTION IF EXISTS plan_listing_count()', 'DROP TABLE IF EXISTS plan_listing_counts',
  'DROP INDEX IF EXISTS plans_listing', 'ALTER TABLE plans DROP COLUMN IF EXISTS listing_rank',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
