/**
 * The Health Questions tab's data: the questions as form definitions (scoped default / portal /
 * group like form_fields, for the primary applicant or a dependent, in display order; each with
 * its layout, the detail form its Yes reveals, at most one medication question per list), and an
 * existing member's health info on file, which a re-enrollment loads once (enrollments.health_track).
 * Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE health_questions (scope text NOT NULL CHECK (scope IN ('default', 'portal', 'group')), scope_id integer NOT NULL,
     audience text NOT NULL CHECK (audience IN ('primary', 'dependent')), question_id integer NOT NULL CHECK (question_id > 0),
     question_text text NOT NULL CHECK (length(question_text) BETWEEN 1 AND 1000),
     layout text NOT NULL CHECK (layout IN ('condition', 'yes_no', 'special_condition', 'medication')), position integer NOT NULL,
     PRIMARY KEY (scope, scope_id, audience, question_id))`,
  `CREATE UNIQUE INDEX health_questions_one_medication ON health_questions (scope, scope_id, audience) WHERE layout = 'medication'`,
  `CREATE TABLE member_health_info (member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE, health_info jsonb NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now())`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of ['DROP TABLE IF EXISTS member_health_info', 'DROP TABLE IF EXISTS health_questions']) await sql.raw(statement).execute(db);
}
