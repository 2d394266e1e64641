/**
 * A plan's eligibility questions (storefront.md sections 3 and 7 "Questions and eligibility";
 * issue 8 point 5): health questions (text_field, checkbox with option groups, detail), each
 * answered yes/no, their options (an option may decline the plan), the plan's decline and
 * success texts, the supplemental carrier questions (true_condition 1: the answer must be Yes),
 * and an enrollment's saved answers per plan and kind with their outcome. New tables only, so
 * every existing row keeps its meaning. Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE plan_question_sets (plan_id integer PRIMARY KEY REFERENCES plans (id),
     decline_message text NOT NULL CHECK (length(decline_message) BETWEEN 1 AND 1000),
     success_message text NOT NULL CHECK (length(success_message) BETWEEN 1 AND 1000))`,
  `CREATE TABLE plan_questions (plan_id integer NOT NULL REFERENCES plan_question_sets (plan_id), question_id integer NOT NULL CHECK (question_id > 0),
     position integer NOT NULL, question_text text NOT NULL CHECK (length(question_text) BETWEEN 1 AND 1000),
     question_sub_type text NOT NULL CHECK (question_sub_type IN ('text_field', 'checkbox', 'detail')),
     require_detail boolean NOT NULL DEFAULT false, PRIMARY KEY (plan_id, question_id))`,
  `CREATE TABLE plan_question_options (plan_id integer NOT NULL, question_id integer NOT NULL, option_id integer NOT NULL CHECK (option_id > 0),
     position integer NOT NULL, option_text text NOT NULL, option_group text NOT NULL DEFAULT '', declines boolean NOT NULL DEFAULT false,
     PRIMARY KEY (plan_id, question_id, option_id), FOREIGN KEY (plan_id, question_id) REFERENCES plan_questions (plan_id, question_id))`,
  `CREATE TABLE carrier_questions (plan_id integer NOT NULL REFERENCES plans (id), qid integer NOT NULL CHECK (qid > 0), position integer NOT NULL,
     question text NOT NULL CHECK (length(question) BETWEEN 1 AND 1000), true_condition smallint NOT NULL CHECK (true_condition IN (0, 1)),
     PRIMARY KEY (plan_id, qid))`,
  `CREATE TABLE plan_question_answers (enrollment_id uuid NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
     plan_id integer NOT NULL REFERENCES plans (id), kind text NOT NULL CHECK (kind IN ('health', 'carrier')), answers jsonb NOT NULL,
     outcome text NOT NULL CHECK (outcome IN ('accepted', 'declined')), answered_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (enrollment_id, plan_id, kind))`,
];

const DOWN = ['plan_question_answers', 'carrier_questions', 'plan_question_options', 'plan_questions', 'plan_question_sets'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of DOWN) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
