/**
 * The enrollment's language (issue 18): the language its applicant reads ('en' or 'es',
 * schemas/i18n/language.ts LANGUAGES), set when the enrollment is created from the visitor's
 * language and changed by PUT /api/language, so the continue-code, receipt and invoice mails and
 * the enrollment PDF follow it. Existing enrollments read English, as they were shown.
 * Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [`ALTER TABLE enrollments ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'))`];

const DOWN = ['ALTER TABLE enrollments DROP COLUMN IF EXISTS language'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
