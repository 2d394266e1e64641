/**
 * Price rows by annual income (issue 8 point 2: "price by ... annual income"): a disability
 * plan's monthly price follows the income it insures. min_income / max_income are the row's
 * income band in dollars a year, inclusive; null = any income (every existing row). 017 is the
 * quote slice's number. Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE plan_prices ADD COLUMN min_income numeric(12,2), ADD COLUMN max_income numeric(12,2)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE plan_prices DROP COLUMN IF EXISTS max_income, DROP COLUMN IF EXISTS min_income').execute(db);
}
