/**
 * The Agreement & Signature tab: its agreement texts as form definitions (scoped default /
 * portal / group like form_fields, in display order), and the evidence of each signed
 * agreement (DESIGN "Catalog, pricing, cart and documents"): who signed in which verification
 * mode, the signature image or the typed name, the texts exactly as shown (the JSON text whose
 * sha256 is stored beside it, so anyone can check one against the other),
 * the verification fields, the time, the client IP and user agent. Evidence rows are only ever
 * inserted; the enrollment's aggrement_info names the one that counts. Plain SQL for
 * PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE agreement_texts (id serial PRIMARY KEY, scope text NOT NULL CHECK (scope IN ('default', 'portal', 'group')),
     scope_id integer NOT NULL, position integer NOT NULL, text_head text NOT NULL, text_body text NOT NULL, text_required text NOT NULL,
     UNIQUE (scope, scope_id, position))`,
  `CREATE TABLE agreement_evidence (id uuid PRIMARY KEY, enrollment_id uuid NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
     verification_mode text NOT NULL CHECK (verification_mode IN ('rep', 'group', 'applicant', 'sigapplicant')),
     signer_name text NOT NULL, signer_code text, signature_png bytea, signature_text text,
     texts text NOT NULL, texts_sha256 text NOT NULL CHECK (texts_sha256 ~ '^[0-9a-f]{64}$'), verification jsonb NOT NULL,
     signed_at timestamptz NOT NULL DEFAULT now(), client_ip text NOT NULL, user_agent text NOT NULL,
     CHECK (signature_png IS NULL OR signature_text IS NULL))`,
  `CREATE INDEX agreement_evidence_enrollment ON agreement_evidence (enrollment_id, signed_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of ['DROP TABLE IF EXISTS agreement_evidence', 'DROP TABLE IF EXISTS agreement_texts']) await sql.raw(statement).execute(db);
}
