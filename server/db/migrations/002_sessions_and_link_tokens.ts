/**
 * Server-issued sessions and direct-link tokens (issue 5). Sessions are rows the server creates
 * (sha256 of the id only); an enrollment's binding points at one and goes when it goes. Each
 * continue code gets the hash of the link token mailed with it. Plain SQL for PostgreSQL 15 and
 * PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';
import { DEMO_ENROLLMENTS } from '../../../schemas/demo/enrollments';
import { demoLinkToken, hashCode, hashLinkToken } from '../../services/codes';

const UP = [
  `CREATE TABLE sessions (id_hash text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now(),
     last_seen_at timestamptz NOT NULL DEFAULT now())`,
  // Housekeeping deletes by age.
  `CREATE INDEX sessions_last_seen ON sessions (last_seen_at)`,
  // Bindings made before this table existed name ids the server never recorded: none is trusted.
  `UPDATE enrollments SET session_hash = NULL WHERE session_hash IS NOT NULL`,
  `ALTER TABLE enrollments ADD CONSTRAINT enrollments_session FOREIGN KEY (session_hash) REFERENCES sessions (id_hash) ON DELETE SET NULL`,
  `CREATE INDEX enrollments_session_hash ON enrollments (session_hash)`,
  `ALTER TABLE continue_codes ADD COLUMN link_hash text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  // A database seeded before this migration keeps the README's demo links working while the demo
  // code is still the enrollment's code (links of other codes stop working: they had no token).
  for (const demo of DEMO_ENROLLMENTS) {
    await sql`UPDATE continue_codes SET link_hash = ${hashLinkToken(demoLinkToken(demo.code))}
      WHERE enrollment_id = ${demo.id} AND code_hash = ${hashCode(demo.code)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE continue_codes DROP COLUMN IF EXISTS link_hash',
    'DROP INDEX IF EXISTS enrollments_session_hash',
    'ALTER TABLE enrollments DROP CONSTRAINT IF EXISTS enrollments_session',
    'DROP TABLE IF EXISTS sessions',
  ]) await sql.raw(statement).execute(db);
}
