/**
 * What the storefront shows of a plan (issue 8 points 3-5): its logo (an SVG data URI), short
 * text and featured flag, the group it is offered to only (null = every visitor), the detail
 * texts of storefront.md section 3 "Plan detail" in plan_texts, the home grid's picture of a
 * category, and the premier plans' categories (get-plan-category; recorded on the quote, not
 * priced). Every new column is defaulted so existing rows keep their meaning. Plain SQL for
 * PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const TEXT = `text NOT NULL DEFAULT ''`;

const UP = [
  `ALTER TABLE plans ADD COLUMN logo ${TEXT}, ADD COLUMN short_text ${TEXT}, ADD COLUMN featured boolean NOT NULL DEFAULT false,
     ADD COLUMN group_id integer REFERENCES groups (id)`,
  `CREATE TABLE plan_texts (plan_id integer PRIMARY KEY REFERENCES plans (id), header_text ${TEXT}, body_text ${TEXT},
     blue_bar_text ${TEXT}, association_text ${TEXT}, exclusions_text_name ${TEXT}, exclusions_text ${TEXT},
     example_text_name ${TEXT}, example_text ${TEXT}, faq_text_name ${TEXT}, faq_text ${TEXT})`,
  `ALTER TABLE plan_categories ADD COLUMN image ${TEXT}`,
  `CREATE TABLE premier_categories (code text PRIMARY KEY, name text NOT NULL, position integer NOT NULL)`,
];

const DOWN = [
  'DROP TABLE IF EXISTS premier_categories',
  'ALTER TABLE plan_categories DROP COLUMN IF EXISTS image',
  'DROP TABLE IF EXISTS plan_texts',
  'ALTER TABLE plans DROP COLUMN IF EXISTS group_id, DROP COLUMN IF EXISTS featured, DROP COLUMN IF EXISTS short_text, DROP COLUMN IF EXISTS logo',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
