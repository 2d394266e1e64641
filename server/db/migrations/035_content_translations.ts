/**
 * The store's content in other languages (issue 18): the Spanish of the texts carriers, reps and
 * staff write into the database (a plan's short and detail texts, an upsell's popup, a landing's
 * tagline, a question's text...), keyed by the English text as gettext keys a message. A text
 * whose English changes has no translation until one is written for the new English, so a
 * translation is never stale; the English shows instead (marked with its language).
 * source_sha256: hex SHA-256 of the English (an index key of fixed size for texts of any length).
 * Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE content_translations (
     language text NOT NULL CHECK (language IN ('es')),
     source_sha256 text NOT NULL CHECK (source_sha256 ~ '^[0-9a-f]{64}$'),
     source text NOT NULL CHECK (length(source) BETWEEN 1 AND 20000),
     translation text NOT NULL CHECK (length(translation) BETWEEN 1 AND 20000),
     updated_by text NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (language, source_sha256))`,
];

const DOWN = ['DROP TABLE IF EXISTS content_translations'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
