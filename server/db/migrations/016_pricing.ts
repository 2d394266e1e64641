/**
 * Pricing rules (issue 8 point 2): a price row gains its band (age min/max inclusive, in
 * 365.25-day years; state, null = every state; smoker 1/0, null = either), and plan_rules holds
 * a plan's eligibility: states where it is not sold, allowed tiers, the plan-level age limit,
 * the tobacco answer, disability minimum income and weekly hours, dependent info before
 * pricing, the portals it is sold on, its metro area (zip prefixes), the plan that replaces it
 * (changePid, for some tiers/states) and whether it asks health questions first. Every new
 * column is nullable or defaulted so the existing rows and ids keep their meaning (any age,
 * state and smoker). Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `ALTER TABLE plan_prices ADD COLUMN min_age integer, ADD COLUMN max_age integer, ADD COLUMN state text,
     ADD COLUMN smoker smallint CHECK (smoker IN (0, 1))`,
  `CREATE TABLE plan_rules (plan_id integer PRIMARY KEY REFERENCES plans (id),
     excluded_states jsonb NOT NULL DEFAULT '[]', allowed_tiers jsonb, min_age integer, max_age integer,
     needs_tobacco boolean NOT NULL DEFAULT false, min_annual_income numeric(12,2), min_weekly_hours integer,
     needs_dependents boolean NOT NULL DEFAULT false, portal_ids jsonb, met_zip_prefixes jsonb,
     replaced_by integer REFERENCES plans (id), replace_tiers jsonb, replace_states jsonb,
     has_questions boolean NOT NULL DEFAULT false)`,
];

const DOWN = [
  'DROP TABLE IF EXISTS plan_rules',
  'ALTER TABLE plan_prices DROP COLUMN IF EXISTS smoker, DROP COLUMN IF EXISTS state, DROP COLUMN IF EXISTS max_age, DROP COLUMN IF EXISTS min_age',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
