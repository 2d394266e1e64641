/**
 * Form versions, drafts and their audit (migration 027). A version is never changed after it is
 * written; the active one of a form and scope is the highest version whose effective time has
 * come. Writes of one form and scope serialise on an advisory lock (lockForm), so two publishes
 * never take one number and a draft's revision check and write are one step.
 */
import { type Kysely, sql } from 'kysely';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import type { Database } from '../types';
import { lockNames } from './advisoryLocks';
import { versionClockSql } from './versionClock';

/** One published version as the service reads it. */
export type FormVersion = {
  id: string;
  form: string;
  scope: ScopeRef['scope'];
  scope_id: number;
  version: number;
  content: FormLayer;
  reason: string;
  created_by: string;
  authored_by: string[];
  created_at: Date;
  effective_at: Date;
  applies_in_flight: boolean;
  rolled_back_to: number | null;
};

/** One draft as the service reads it. */
export type FormDraft = {
  form: string;
  scope: ScopeRef['scope'];
  scope_id: number;
  content: FormLayer;
  base_version: number | null;
  revision: number;
  authored_by: string[];
  updated_by: string;
  updated_at: Date;
};

const VERSION_COLUMNS = [
  'id', 'form', 'scope', 'scope_id', 'version', 'content', 'reason', 'created_by', 'authored_by', 'created_at', 'effective_at',
  'applies_in_flight', 'rolled_back_to',
] as const;

/** Serialises writes of one form and scope until the transaction ends. */
export function lockForm(trx: Kysely<Database>, form: string, ref: ScopeRef): Promise<void> {
  return lockNames(trx, [`form:${form}:${ref.scope}:${ref.scope_id}`]);
}

/** Versions by id (the pins of an enrollment). */
export async function versionsById(db: Kysely<Database>, ids: readonly string[]): Promise<FormVersion[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('form_versions').select(VERSION_COLUMNS).where('id', 'in', ids).execute();
  return rows as unknown as FormVersion[];
}

/** Every version of one form and scope, newest first. */
export async function listVersions(db: Kysely<Database>, form: string, ref: ScopeRef): Promise<FormVersion[]> {
  const rows = await db.selectFrom('form_versions').select(VERSION_COLUMNS)
    .where('form', '=', form).where('scope', '=', ref.scope).where('scope_id', '=', ref.scope_id)
    .orderBy('version', 'desc').execute();
  return rows as unknown as FormVersion[];
}

/** One version of a form and scope by number. */
export async function findVersion(db: Kysely<Database>, form: string, ref: ScopeRef, version: number): Promise<FormVersion | undefined> {
  const row = await db.selectFrom('form_versions').select(VERSION_COLUMNS)
    .where('form', '=', form).where('scope', '=', ref.scope).where('scope_id', '=', ref.scope_id).where('version', '=', version)
    .executeTakeFirst();
  return row as unknown as FormVersion | undefined;
}

/** What a new version records. */
export interface NewVersion {
  content: FormLayer;
  reason: string;
  createdBy: string;
  authoredBy: string[];
  effectiveAt: Date | null;
  appliesInFlight: boolean;
  rolledBackTo: number | null;
}

/** Writes the next version of a form and scope (call under lockForm); the row written. */
export async function insertVersion(trx: Kysely<Database>, form: string, ref: ScopeRef, version: NewVersion): Promise<FormVersion> {
  const last = await trx.selectFrom('form_versions').select((eb) => eb.fn.max('version').as('max'))
    .where('form', '=', form).where('scope', '=', ref.scope).where('scope_id', '=', ref.scope_id).executeTakeFirst();
  const row = await trx.insertInto('form_versions').values({
    form, scope: ref.scope, scope_id: ref.scope_id, version: Number(last?.max ?? 0) + 1, content: JSON.stringify(version.content),
    reason: version.reason, created_by: version.createdBy, authored_by: version.authoredBy,
    effective_at: version.effectiveAt ?? versionClockSql() as unknown as Date, applies_in_flight: version.appliesInFlight,
    rolled_back_to: version.rolledBackTo,
  }).returning(VERSION_COLUMNS).executeTakeFirstOrThrow();
  return row as unknown as FormVersion;
}

/** The draft of a form and scope, if any. */
export async function findDraft(db: Kysely<Database>, form: string, ref: ScopeRef): Promise<FormDraft | undefined> {
  const row = await db.selectFrom('form_drafts').selectAll()
    .where('form', '=', form).where('scope', '=', ref.scope).where('scope_id', '=', ref.scope_id).executeTakeFirst();
  return row as unknown as FormDraft | undefined;
}

/** Writes a draft's new content and revision (call under lockForm). */
export async function writeDraft(trx: Kysely<Database>, draft: Omit<FormDraft, 'updated_at'>): Promise<void> {
  const values = {
    content: JSON.stringify(draft.content), base_version: draft.base_version, revision: draft.revision,
    authored_by: draft.authored_by, updated_by: draft.updated_by, updated_at: sql<Date>`now()` as unknown as Date,
  };
  await trx.insertInto('form_drafts').values({ form: draft.form, scope: draft.scope, scope_id: draft.scope_id, ...values })
    .onConflict((oc) => oc.columns(['form', 'scope', 'scope_id']).doUpdateSet(values)).execute();
}

/** Removes the draft of a form and scope. */
export async function deleteDraft(trx: Kysely<Database>, form: string, ref: ScopeRef): Promise<void> {
  await trx.deleteFrom('form_drafts').where('form', '=', form).where('scope', '=', ref.scope).where('scope_id', '=', ref.scope_id).execute();
}

/**
 * Records the versions an enrollment's form was first resolved with (`record` under the form's
 * key), unless an open enrollment already holds a record for the same chain of scopes; answers
 * the record the enrollment holds afterwards (its own when another request pinned first).
 */
export async function pinForm<R extends { chain: string }>(db: Kysely<Database>, enrollmentId: string, form: string, record: R): Promise<R | undefined> {
  const written = await sql<{ pins: R }>`
    UPDATE enrollments SET form_pins = form_pins || jsonb_build_object(${form}::text, ${JSON.stringify(record)}::jsonb)
    WHERE id = ${enrollmentId} AND status = 'open'
      AND (NOT (form_pins ? ${form}) OR form_pins -> ${form} ->> 'chain' IS DISTINCT FROM ${record.chain})
    RETURNING form_pins -> ${form} AS pins`.execute(db);
  if (written.rows[0]) return written.rows[0].pins;
  const kept = await sql<{ pins: R | null }>`SELECT form_pins -> ${form} AS pins FROM enrollments WHERE id = ${enrollmentId}`.execute(db);
  return kept.rows[0]?.pins ?? undefined;
}
