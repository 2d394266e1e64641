/**
 * The help widget's assistant (issue 7 point 7, storefront.md sections 3 "Chat" and 7): the
 * scripted questions, and per device (the random id the browser keeps) its lead and answers, which
 * the rep is mailed once the script is complete. The script is the product's own content, so this
 * migration writes it (every database gets it, seeded demo world or not). `{rep}` / `{Rep}` in a
 * question stand for the rep's first name (or 'a representative'). Plain SQL for PostgreSQL 15 and
 * PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

/** A question's inputs: one for a plain step, two for a slide step, none for the closing statement. */
const field = (name: string, label: string, format: string) => ({ name, label, format });

const SCRIPT = [
  { id: 1, question: 'Hi! I can pass your question to {rep}. What is your name?', fields: [field('name', 'Your name', 'name')] },
  {
    id: 2, question: 'How can {rep} reach you?',
    fields: [field('email', 'E-mail', 'email'), field('phone', 'Phone (10 digits)', 'phone')],
  },
  { id: 3, question: 'What is your zip code?', fields: [field('zip', 'Zip code', 'zip')] },
  { id: 4, question: 'What cover are you looking for (medical, dental, vision, life...)?', fields: [field('cover', 'Cover you need', 'text')] },
  { id: 5, question: 'Thank you! {Rep} will contact you soon.', fields: [] },
];

const UP = [
  `CREATE TABLE assist_questions (id integer PRIMARY KEY, position integer NOT NULL UNIQUE, question text NOT NULL,
     fields text NOT NULL DEFAULT '[]')`,
  `CREATE TABLE assist_leads (device_id uuid PRIMARY KEY, agent_id integer REFERENCES agents (id), group_id integer REFERENCES groups (id),
     web_url text NOT NULL, location text, notified_at timestamptz, created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now())`,
  'CREATE INDEX assist_leads_agent ON assist_leads (agent_id)',
  `CREATE TABLE assist_answers (device_id uuid NOT NULL REFERENCES assist_leads (device_id) ON DELETE CASCADE,
     question_id integer NOT NULL REFERENCES assist_questions (id), answer text NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (device_id, question_id))`,
];

const DOWN = ['DROP TABLE IF EXISTS assist_answers', 'DROP TABLE IF EXISTS assist_leads', 'DROP TABLE IF EXISTS assist_questions'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  for (const [index, step] of SCRIPT.entries()) {
    await sql`INSERT INTO assist_questions (id, position, question, fields)
      VALUES (${step.id}, ${index + 1}, ${step.question}, ${JSON.stringify(step.fields)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
