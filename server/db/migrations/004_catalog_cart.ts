/**
 * The plan catalog and the cart as rows (DESIGN "Catalog, pricing, cart and documents"), and an
 * enrollment's completion: categories, plans, their monthly prices (a price row's id is the
 * pricing id of a cart line), cart lines of (enrollment, plan, pricing id) whose totals are
 * computed, never stored; status, completion time and policy id on the enrollment, and the
 * health_track flag of an existing member's auto-loaded health answers. The old JSON copy of
 * the cart goes. Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE plan_categories (code text PRIMARY KEY, name text NOT NULL, position integer NOT NULL)`,
  `CREATE TABLE plans (id integer PRIMARY KEY, name text NOT NULL, category text NOT NULL REFERENCES plan_categories (code),
     carrier text NOT NULL, plan_type text NOT NULL DEFAULT 'standard', premier_carrier boolean NOT NULL DEFAULT false,
     requires_membership boolean NOT NULL DEFAULT false, admin_fee_percent numeric(5,2) NOT NULL DEFAULT 0,
     one_time_fee numeric(10,2) NOT NULL DEFAULT 0)`,
  `CREATE TABLE plan_prices (id integer PRIMARY KEY, plan_id integer NOT NULL REFERENCES plans (id), tier text,
     monthly_price numeric(10,2) NOT NULL CHECK (monthly_price >= 0))`,
  `CREATE INDEX plan_prices_plan ON plan_prices (plan_id)`,
  `CREATE TABLE cart_items (enrollment_id uuid NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
     plan_id integer NOT NULL REFERENCES plans (id), pricing_id integer NOT NULL REFERENCES plan_prices (id),
     position integer NOT NULL, PRIMARY KEY (enrollment_id, plan_id))`,
  `ALTER TABLE enrollments DROP COLUMN cart_info`,
  `ALTER TABLE enrollments ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed'))`,
  `ALTER TABLE enrollments ADD COLUMN completed_at timestamptz`,
  `ALTER TABLE enrollments ADD COLUMN policy_id text UNIQUE`,
  `ALTER TABLE enrollments ADD COLUMN health_track boolean NOT NULL DEFAULT false`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE enrollments DROP COLUMN IF EXISTS health_track', 'ALTER TABLE enrollments DROP COLUMN IF EXISTS policy_id',
    'ALTER TABLE enrollments DROP COLUMN IF EXISTS completed_at', 'ALTER TABLE enrollments DROP COLUMN IF EXISTS status',
    'ALTER TABLE enrollments ADD COLUMN IF NOT EXISTS cart_info jsonb',
    'DROP TABLE IF EXISTS cart_items', 'DROP TABLE IF EXISTS plan_prices', 'DROP TABLE IF EXISTS plans', 'DROP TABLE IF EXISTS plan_categories',
  ]) await sql.raw(statement).execute(db);
}
