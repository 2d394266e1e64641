/**
 * The personalised quote (issue 8 point 8): a life plan's coverage amount (its face amount in
 * whole dollars; null when the plan is no life benefit), so the quote knows which optional life
 * plans fall in the 100k to 300k range that needs evidence of insurability (storefront.md
 * section 9). Nullable, so every existing row keeps its meaning. Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE plans ADD COLUMN coverage_amount integer CHECK (coverage_amount > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE plans DROP COLUMN IF EXISTS coverage_amount`.execute(db);
}
