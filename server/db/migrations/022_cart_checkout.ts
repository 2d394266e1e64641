/**
 * Cart upsells and checkout (issue 8 points 6 and 7). upsell_offers holds the plans an applicant
 * is offered at checkout, in order (term life, then the vision/dental bundle): the popup's texts
 * and, for a bundle, the plan sold with it. enrollments.shop_eprocess keeps the process the
 * visitor shopped under, set at the first checkout: the cart confirmation's Member Enrollment
 * switches eprocess to applicant, and checking out again as Rep Enrollment must find the rep or
 * group process again. New table and a nullable column only. Plain SQL for PostgreSQL 15 and
 * PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE upsell_offers (plan_id integer PRIMARY KEY REFERENCES plans (id), position integer NOT NULL,
     bundle_plan_id integer REFERENCES plans (id), pop_up_title text NOT NULL, pop_up_header text NOT NULL,
     pop_up_link text NOT NULL DEFAULT '', pop_up_link_description text NOT NULL DEFAULT '', CHECK (bundle_plan_id <> plan_id))`,
  `ALTER TABLE enrollments ADD COLUMN shop_eprocess text CHECK (shop_eprocess IN ('rep', 'group', 'applicant'))`,
];

const DOWN = ['ALTER TABLE enrollments DROP COLUMN IF EXISTS shop_eprocess', 'DROP TABLE IF EXISTS upsell_offers'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
