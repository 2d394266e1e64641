/**
 * The append-only audit of form definitions (migration 027; a trigger refuses UPDATE and DELETE):
 * every draft change, publish, schedule and rollback with who, when, the field-level diff and the reason,
 * and each content text's Spanish written in the studio (issue 18).
 */
import type { Kysely } from 'kysely';
import type { ScopeRef } from '../../../schemas/forms/definition';
import type { Database } from '../types';

/** 'content.translate': a content text's Spanish written in the studio (services/contentTranslations.ts). */
export type AuditAction = 'draft.create' | 'draft.save' | 'draft.merge' | 'draft.discard' | 'publish' | 'schedule' | 'rollback' | 'content.translate';

/** One audit row as written. */
export interface AuditEntry {
  actor: string;
  action: AuditAction;
  form: string;
  ref: ScopeRef;
  version: number | null;
  diff: unknown[];
  reason: string | null;
}

/** Appends one row. */
export async function appendAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto('form_audit').values({
    actor: entry.actor, action: entry.action, form: entry.form, scope: entry.ref.scope, scope_id: entry.ref.scope_id,
    version: entry.version, diff: JSON.stringify(entry.diff), reason: entry.reason,
  }).execute();
}

/** Filters of the audit log; every one optional. */
export interface AuditFilter {
  form?: string;
  scope?: ScopeRef['scope'];
  scope_id?: number;
  actor?: string;
  from?: string;
  to?: string;
  /** Rows older than this id (paging, newest first). */
  before?: number;
}

/** Most rows one page of the audit log holds. */
export const AUDIT_PAGE = 100;

/** The newest rows matching `filter`, newest first, at most AUDIT_PAGE. */
export async function readAudit(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('form_audit').selectAll();
  if (filter.form) query = query.where('form', '=', filter.form);
  if (filter.scope) query = query.where('scope', '=', filter.scope);
  if (filter.scope_id !== undefined) query = query.where('scope_id', '=', filter.scope_id);
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('at', '<', new Date(filter.to));
  if (filter.before !== undefined) query = query.where('id', '<', String(filter.before));
  return query.orderBy('id', 'desc').limit(AUDIT_PAGE).execute();
}
