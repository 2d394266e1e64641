/**
 * The first schema of the API database. Plain SQL that runs on PostgreSQL 15 and PGlite alike;
 * one statement per execute (the extended protocol takes one statement at a time).
 */
import { type Kysely, sql } from 'kysely';

const TAB_JSON = ['primary_info', 'contact_info', 'employer_info', 'benificiary_info', 'health_info', 'dependent_info', 'payment_info', 'review_info', 'aggrement_info']
  .map((column) => `${column} jsonb`).join(', ');

const UP = [
  `CREATE TABLE app_meta (key text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE portals (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL UNIQUE)`,
  `CREATE TABLE agents (id integer PRIMARY KEY, name text NOT NULL, agent_code text NOT NULL UNIQUE, email text NOT NULL,
     phone text NOT NULL, landing_url text NOT NULL DEFAULT '')`,
  `CREATE TABLE groups (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL UNIQUE, landing_url text NOT NULL DEFAULT '',
     phone text NOT NULL DEFAULT '', address1 text NOT NULL DEFAULT '', address2 text NOT NULL DEFAULT '', city text NOT NULL DEFAULT '',
     state text NOT NULL DEFAULT '', zip text NOT NULL DEFAULT '', portal_id integer NOT NULL REFERENCES portals(id),
     agent_id integer REFERENCES agents(id), custom_domain text)`,
  `CREATE TABLE members (id integer PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, dob text NOT NULL, gender text NOT NULL,
     email text NOT NULL, phone text NOT NULL, policy_id text NOT NULL, agent_id integer REFERENCES agents(id), group_id integer REFERENCES groups(id))`,
  `CREATE UNIQUE INDEX members_email ON members (lower(email))`,
  `CREATE INDEX members_phone ON members (phone)`,
  `CREATE TABLE enrollments (id uuid PRIMARY KEY, portal_id integer NOT NULL REFERENCES portals(id), group_id integer REFERENCES groups(id),
     agent_id integer REFERENCES agents(id), member_id integer REFERENCES members(id), eprocess text NOT NULL, type text NOT NULL,
     open_type text, referral text, filter_info jsonb NOT NULL DEFAULT '{}', effective_date text, cart_info jsonb,
     saved_tab text NOT NULL DEFAULT 'primary_info', ${TAB_JSON}, enroller_code text, session_hash text,
     created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE continue_codes (enrollment_id uuid PRIMARY KEY REFERENCES enrollments(id) ON DELETE CASCADE, code_hash text NOT NULL,
     email text NOT NULL, expires_at timestamptz NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX continue_codes_lookup ON continue_codes (code_hash, email)`,
  `CREATE TABLE resume_attempts (id bigserial PRIMARY KEY, kind text NOT NULL, key_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX resume_attempts_window ON resume_attempts (kind, key_hash, created_at)`,
  `CREATE TABLE form_tabs (scope text NOT NULL, scope_id integer NOT NULL, tab_name text NOT NULL, position integer NOT NULL,
     required boolean NOT NULL, PRIMARY KEY (scope, scope_id, tab_name))`,
  `CREATE TABLE form_fields (scope text NOT NULL, scope_id integer NOT NULL, tab text NOT NULL, field_name text NOT NULL,
     position integer NOT NULL, required boolean NOT NULL, read_only boolean NOT NULL, schema_hint jsonb,
     PRIMARY KEY (scope, scope_id, tab, field_name))`,
  `CREATE TABLE lookups (list text NOT NULL, value text NOT NULL, name text NOT NULL, position integer NOT NULL, PRIMARY KEY (list, value))`,
  `CREATE TABLE enroller_codes (id serial PRIMARY KEY, code text NOT NULL, group_id integer REFERENCES groups(id))`,
  `CREATE UNIQUE INDEX enroller_codes_unique ON enroller_codes (code, coalesce(group_id, 0))`,
  `CREATE TABLE site_settings (site_domain text NOT NULL, key text NOT NULL, value text NOT NULL, PRIMARY KEY (site_domain, key))`,
  `CREATE TABLE outbox (id bigserial PRIMARY KEY, to_address text NOT NULL, subject text NOT NULL, text_body text NOT NULL,
     html_body text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE screenshots (enrollment_id uuid NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE, name text NOT NULL,
     image bytea NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (enrollment_id, name))`,
];

const TABLES = ['screenshots', 'outbox', 'site_settings', 'enroller_codes', 'lookups', 'form_fields', 'form_tabs', 'resume_attempts',
  'continue_codes', 'enrollments', 'members', 'groups', 'agents', 'portals', 'app_meta'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
