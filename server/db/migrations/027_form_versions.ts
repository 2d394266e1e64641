/**
 * Forms as data (issue 14): a scope's changes to one form are edited as a draft and published as
 * immutable, numbered versions; the active version of a scope and form is the highest one whose
 * effective time has come (so a version scheduled for later takes over by itself). The audit is
 * append-only: a trigger refuses UPDATE and DELETE. An enrollment records the versions it was
 * first rendered with (form_pins) and keeps them until completion.
 * Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE form_versions (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, form text NOT NULL, scope text NOT NULL,
     scope_id integer NOT NULL, version integer NOT NULL, content jsonb NOT NULL, reason text NOT NULL, created_by text NOT NULL,
     authored_by text[] NOT NULL DEFAULT '{}', created_at timestamptz NOT NULL DEFAULT now(),
     effective_at timestamptz NOT NULL DEFAULT now(), applies_in_flight boolean NOT NULL DEFAULT false,
     rolled_back_to integer, UNIQUE (form, scope, scope_id, version))`,
  'CREATE INDEX form_versions_active ON form_versions (form, scope, scope_id, effective_at)',
  `CREATE TABLE form_drafts (form text NOT NULL, scope text NOT NULL, scope_id integer NOT NULL, content jsonb NOT NULL,
     base_version integer, revision integer NOT NULL DEFAULT 1, authored_by text[] NOT NULL DEFAULT '{}',
     updated_by text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (form, scope, scope_id))`,
  `CREATE TABLE form_audit (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(),
     actor text NOT NULL, action text NOT NULL, form text NOT NULL, scope text NOT NULL, scope_id integer NOT NULL,
     version integer, diff jsonb NOT NULL DEFAULT '[]', reason text)`,
  'CREATE INDEX form_audit_at ON form_audit (at)',
  'CREATE INDEX form_audit_form ON form_audit (form, scope, scope_id, at)',
  `CREATE FUNCTION form_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'form_audit is append-only'; END $$`,
  `CREATE TRIGGER form_audit_no_change BEFORE UPDATE OR DELETE ON form_audit
     FOR EACH ROW EXECUTE FUNCTION form_audit_append_only()`,
  `ALTER TABLE enrollments ADD COLUMN form_pins jsonb NOT NULL DEFAULT '{}'`,
];

const DOWN = [
  'ALTER TABLE enrollments DROP COLUMN IF EXISTS form_pins',
  'DROP TABLE IF EXISTS form_audit',
  'DROP FUNCTION IF EXISTS form_audit_append_only()',
  'DROP TABLE IF EXISTS form_drafts',
  'DROP TABLE IF EXISTS form_versions',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
