/**
 * Form schemas by content hash: what get-form-fields-* served a form with, so any server
 * instance can compile and serve that form's validator module (GET form-validators/{hash}.js).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE form_schemas (hash text PRIMARY KEY, schema jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS form_schemas`.execute(db);
}
