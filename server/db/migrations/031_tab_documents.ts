/**
 * Tabs staff add without code (issue 14 item 2): a new tab's values live in one generic document
 * per enrollment and tab (never in the spec's nine tab columns), with the versions of the tab's
 * form they were validated against (the pin record's layers) and when they were saved. Deleted
 * with the enrollment. Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE enrollment_tab_documents (enrollment_id uuid NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE,
     tab text NOT NULL, "values" jsonb NOT NULL, form_version jsonb NOT NULL DEFAULT '{}',
     updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (enrollment_id, tab))`,
];

const DOWN = ['DROP TABLE IF EXISTS enrollment_tab_documents'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
