/**
 * The premier-carrier check before add to cart (storefront.md sections 4 "Add to cart" and 7;
 * issue 17 point 6). carrier_statuses: a carrier's status key (the plan's `{hash}` carrier flag,
 * 64 lowercase hex digits) and whether it takes new applications now, with the text a visitor
 * reads when it does not (GET /{hash}; docs/decisions/shopping.md). plans.asks_dependent_dob: the
 * premier carrier asks the dependents' dates of birth (spouse DOB, number of children) before
 * the add, whether or not the price depends on them (check-prudential-plan's depdob).
 * Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE carrier_statuses (carrier text PRIMARY KEY CHECK (length(carrier) BETWEEN 1 AND 200),
     hash text NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{64}$'), accepting boolean NOT NULL DEFAULT true,
     message text NOT NULL DEFAULT '' CHECK (length(message) <= 1000))`,
  'ALTER TABLE plans ADD COLUMN asks_dependent_dob boolean NOT NULL DEFAULT false',
];

const DOWN = ['ALTER TABLE plans DROP COLUMN IF EXISTS asks_dependent_dob', 'DROP TABLE IF EXISTS carrier_statuses'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
