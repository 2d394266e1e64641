/**
 * Cart riders (issue 8 point 6): a rider is an optional add-on sold only with its parent plan
 * (plan_type 'rider', plans.rider_of the parent). It is priced like any plan (plan_prices,
 * plan_rules), never listed, featured, recommended or upsold, and offered on the cart page while
 * its parent is in the cart. A nullable column only. Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = ['ALTER TABLE plans ADD COLUMN rider_of integer REFERENCES plans (id)', 'CREATE INDEX plans_rider_of ON plans (rider_of)'];

const DOWN = ['DROP INDEX IF EXISTS plans_rider_of', 'ALTER TABLE plans DROP COLUMN IF EXISTS rider_of'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
