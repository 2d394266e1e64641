/**
 * Completion and receipt (issue 6): the invoices the local invoice service records (one per
 * enrollment: the receipt may ask again), the attachments of outbox mail (the enrollment copy
 * mailed with the receipt, shown by the developer mailbox), and a group's contact address, to
 * which the local invoice service mails the invoice. Plain SQL for PostgreSQL 15 and PGlite, one
 * statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE invoices (id bigserial PRIMARY KEY, invoice_number text NOT NULL UNIQUE,
     enrollment_id uuid NOT NULL UNIQUE REFERENCES enrollments (id) ON DELETE CASCADE, policy_id text NOT NULL,
     group_id integer REFERENCES groups (id), effective_date text NOT NULL,
     first_month_amount numeric(10,2) NOT NULL, recurring_amount numeric(10,2) NOT NULL, mailed_to text,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE outbox_attachments (id bigserial PRIMARY KEY, outbox_id bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
     filename text NOT NULL, content_type text NOT NULL, content bytea NOT NULL)`,
  `CREATE INDEX outbox_attachments_outbox ON outbox_attachments (outbox_id)`,
  `ALTER TABLE groups ADD COLUMN contact_email text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE groups DROP COLUMN IF EXISTS contact_email', 'DROP TABLE IF EXISTS outbox_attachments', 'DROP TABLE IF EXISTS invoices',
  ]) await sql.raw(statement).execute(db);
}
