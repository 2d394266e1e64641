/**
 * Add to cart (issue 8 point 5): blackout windows during which a plan cannot be added (the
 * server's text is shown in red), and the plan offered after an add of a category (the
 * accident-plan suggestion). New tables only, so the catalog's rows keep their meaning.
 * Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE plan_blackouts (id serial PRIMARY KEY, plan_id integer NOT NULL REFERENCES plans (id),
     starts_on date NOT NULL, ends_on date NOT NULL, message text NOT NULL, CHECK (ends_on >= starts_on))`,
  `CREATE INDEX plan_blackouts_plan ON plan_blackouts (plan_id)`,
  `CREATE TABLE plan_add_offers (category text PRIMARY KEY REFERENCES plan_categories (code),
     offered_plan_id integer NOT NULL REFERENCES plans (id))`,
];

const DOWN = ['DROP TABLE IF EXISTS plan_add_offers', 'DROP TABLE IF EXISTS plan_blackouts'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
