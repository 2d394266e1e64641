/**
 * Save & Continue Later drafts of the tabs that are not one server-defined form (agreement,
 * billing, lists): each such tab registers how its draft is checked (formats only, never
 * required-ness) and what of it is stored, beside its routes, as tab checks do. A tab with no
 * preparer registered stores no draft: only the resume tab is saved for it.
 */
import type { Kysely } from 'kysely';
import type { TabColumn } from '../../schemas/tabs';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database, JsonObject } from '../db/types';
import type { Services } from './index';

export interface DraftContext { db: Kysely<Database>; services: Services; enrollment: Enrollment }

/** Checks a draft (throws 422 at `data.<field>` on a bad format) and returns what the tab's column stores. */
export type DraftPreparer = (context: DraftContext, data: Record<string, unknown>) => Promise<JsonObject>;

const preparers = new Map<TabColumn, DraftPreparer>();

/** Registers a tab's draft preparer (its routes' module does, when the app starts). */
export function registerDraft(column: TabColumn, prepare: DraftPreparer): void {
  preparers.set(column, prepare);
}

/** The registered preparer of a tab column, if any. */
export function draftPreparer(column: string): DraftPreparer | undefined {
  return preparers.get(column as TabColumn);
}
