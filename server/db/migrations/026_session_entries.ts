/**
 * The ways in a browser session took (issue 13 finding 2): a validated rep or group landing, a
 * rep access code, a group enrollment code, a valid referral, a site lookup that puts the visitor
 * into a group. Each is a row of its session, so the server, not the request body, says which
 * rep, group and process a quote may be started under (services/callerEntitlements.ts). Rows go
 * with their session (ON DELETE CASCADE) and move with it on renewal; one row per distinct way in.
 * Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE session_entries (
     session_hash text NOT NULL REFERENCES sessions (id_hash) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('rep_landing', 'rep_code', 'referral', 'group_landing', 'group_code', 'group_site')),
     agent_id integer, group_id integer, created_at timestamptz NOT NULL DEFAULT now())`,
  // A repeated validation records nothing new (NULLS NOT DISTINCT: PostgreSQL 15 and later).
  `CREATE UNIQUE INDEX session_entries_unique ON session_entries (session_hash, kind, agent_id, group_id) NULLS NOT DISTINCT`,
];

const DOWN = ['DROP TABLE IF EXISTS session_entries'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
