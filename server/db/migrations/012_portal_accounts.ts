/**
 * Portal sign-ins and members' plans (issue 7, point 6). The rep, group and member portals are
 * external in the spec; an account (e-mail, scrypt hash) stands in for their hand-off. A session
 * carries its principal (role + the agent, group or member id), which the member routes check.
 * member_policies holds a member's plans with their status for the member tables.
 * Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE portal_accounts (id serial PRIMARY KEY, email text NOT NULL, role text NOT NULL CHECK (role IN ('agent', 'group', 'member')),
     ref_id integer NOT NULL, password_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
  // E-mail addresses are unique whatever their case; sign-in looks them up lower-cased.
  `CREATE UNIQUE INDEX portal_accounts_email ON portal_accounts (lower(email))`,
  `ALTER TABLE sessions ADD COLUMN principal_role text CHECK (principal_role IN ('agent', 'group', 'member'))`,
  `ALTER TABLE sessions ADD COLUMN principal_ref integer`,
  `CREATE TABLE member_policies (member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
     plan_id integer NOT NULL REFERENCES plans (id), status text NOT NULL, position integer NOT NULL,
     PRIMARY KEY (member_id, plan_id))`,
];

const DOWN = [
  'DROP TABLE IF EXISTS member_policies', 'ALTER TABLE sessions DROP COLUMN IF EXISTS principal_ref',
  'ALTER TABLE sessions DROP COLUMN IF EXISTS principal_role', 'DROP TABLE IF EXISTS portal_accounts',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
