/**
 * Save & Continue Later drafts of the tabs that are not one server-defined form (agreement,
 * billing, lists): each such tab registers how its draft is checked (formats only, never
 * required-ness) and what of it is stored, beside its routes, as tab checks do. A tab with no
 * preparer registered stores no draft: only the resume tab is saved for it. A tab whose
 * definition may add fields (the agreement) also registers how their values are kept: in the
 * tab's generic document, as its Next keeps them.
 */
import type { Kysely } from 'kysely';
import type { Payload } from '../../adapters';
import type { TabColumn } from '../../schemas/tabs';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database, JsonObject } from '../db/types';
import type { Services } from './index';

export interface DraftContext { db: Kysely<Database>; services: Services; enrollment: Enrollment }

/** Checks a draft (throws 422 at `data.<field>` on a bad format) and returns what the tab's column stores. */
export type DraftPreparer = (context: DraftContext, data: Record<string, unknown>) => Promise<JsonObject>;

/**
 * Checks the draft's values of the fields a form definition added to the tab (formats only; 422
 * at the field) and returns their document (enrollment_tab_documents) to store, null when the
 * tab has no added field or the draft none of their values.
 */
export type DraftDocumentPreparer = (context: DraftContext, data: Record<string, unknown>) => Promise<{ tab: string; payload: Payload } | null>;

const preparers = new Map<TabColumn, { prepare: DraftPreparer; document?: DraftDocumentPreparer }>();

/** Registers a tab's draft preparer and, for a tab layers may add fields to, its document's (its routes' module does, when the app starts). */
export function registerDraft(column: TabColumn, prepare: DraftPreparer, document?: DraftDocumentPreparer): void {
  preparers.set(column, { prepare, document });
}

/** The registered preparer of a tab column, if any. */
export function draftPreparer(column: string): DraftPreparer | undefined {
  return preparers.get(column as TabColumn)?.prepare;
}

/** The registered preparer of a tab column's added fields' document, if any. */
export function draftDocumentPreparer(column: string): DraftDocumentPreparer | undefined {
  return preparers.get(column as TabColumn)?.document;
}
