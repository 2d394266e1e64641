/**
 * Product staff (issue 14, point 7): accounts with a set of roles (viewer, author, publisher;
 * schemas/forms/staff.ts), their sessions, and the portals marked 'four eyes' (a publisher may not
 * publish a draft they authored alone there; the admin API enforces it). A staff session is apart
 * from the enrollee's `sessions`: its own table, cookie and limits, so neither opens the other.
 * Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE staff_accounts (id serial PRIMARY KEY, email text NOT NULL, name text NOT NULL, password_hash text NOT NULL,
     roles text[] NOT NULL CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['viewer', 'author', 'publisher']::text[]),
     created_at timestamptz NOT NULL DEFAULT now())`,
  // E-mail addresses are unique whatever their case; sign-in looks them up lower-cased.
  'CREATE UNIQUE INDEX staff_accounts_email ON staff_accounts (lower(email))',
  // token_hash: sha256 of the cookie's token (the token itself is never stored). Idle and absolute
  // limits are measured from last_seen_at and created_at on the database's clock.
  `CREATE TABLE staff_sessions (token_hash text PRIMARY KEY, staff_id integer NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(), last_seen_at timestamptz NOT NULL DEFAULT now())`,
  'CREATE INDEX staff_sessions_last_seen ON staff_sessions (last_seen_at)',
  'CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id)',
  'ALTER TABLE portals ADD COLUMN four_eyes boolean NOT NULL DEFAULT false',
];

const DOWN = ['ALTER TABLE portals DROP COLUMN IF EXISTS four_eyes', 'DROP TABLE IF EXISTS staff_sessions', 'DROP TABLE IF EXISTS staff_accounts'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
