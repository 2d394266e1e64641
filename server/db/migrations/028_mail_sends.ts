/**
 * Outgoing mail limits (issue 13, finding 6): one row per mail and limit key (a session, a caller
 * address or a recipient, each stored as a sha256, never the address itself) with the time on
 * the database's clock; services/mailLimits.ts counts a key's rows within the last hour.
 * Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE mail_sends (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, key_hash text NOT NULL,
     sent_at timestamptz NOT NULL DEFAULT now())`,
  // Counting a key's recent mails, and housekeeping by age.
  'CREATE INDEX mail_sends_key ON mail_sends (key_hash, sent_at)',
  'CREATE INDEX mail_sends_sent_at ON mail_sends (sent_at)',
];

const DOWN = ['DROP TABLE IF EXISTS mail_sends'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
