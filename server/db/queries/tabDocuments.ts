/**
 * Staff-added tabs in the database: which ones a chain of scopes has published (their form names),
 * and an enrollment's generic per-tab documents (enrollment_tab_documents, migration 031).
 */
import { type Kysely, sql } from 'kysely';
import { isCustomTabName, type CustomTabName } from '../../../schemas/forms/customTabs';
import type { ScopeRef } from '../../../schemas/forms/definition';
import type { Payload } from '../../../adapters';
import type { Database, JsonObject } from '../types';
import { versionClockSql } from './versionClock';

/** The new tabs (form names) with a version in effect at any of `refs`, by name. */
export async function customTabForms(db: Kysely<Database>, refs: readonly ScopeRef[]): Promise<CustomTabName[]> {
  if (refs.length === 0) return [];
  const rows = await db.selectFrom('form_versions').select('form').distinct()
    .where((eb) => eb.or(refs.map((ref) => eb.and([eb('scope', '=', ref.scope), eb('scope_id', '=', ref.scope_id)]))))
    .where('effective_at', '<=', versionClockSql())
    .orderBy('form')
    .execute();
  return rows.map((row) => row.form).filter(isCustomTabName);
}

/** One saved tab document. */
export interface TabDocument { tab: string; values: Payload; form_version: JsonObject; updated_at: Date }

/** The enrollment's documents of new tabs, by tab. */
export async function tabDocuments(db: Kysely<Database>, enrollmentId: string): Promise<Map<string, TabDocument>> {
  const rows = await db.selectFrom('enrollment_tab_documents').select(['tab', 'values', 'form_version', 'updated_at'])
    .where('enrollment_id', '=', enrollmentId).execute();
  return new Map(rows.map((row) => [row.tab, row as TabDocument]));
}

/** Writes (or replaces) the enrollment's document of one tab, with the versions the enrollment keeps of it (its form_pins record). */
export async function writeTabDocument(db: Kysely<Database>, enrollmentId: string, tab: string, values: Payload): Promise<void> {
  const pins = sql<string>`COALESCE((SELECT form_pins -> ${tab} FROM enrollments WHERE id = ${enrollmentId}), '{}'::jsonb)`;
  const row = { values: JSON.stringify(values), form_version: pins, updated_at: sql<Date>`now()` };
  await db.insertInto('enrollment_tab_documents').values({ enrollment_id: enrollmentId, tab, ...row })
    .onConflict((oc) => oc.columns(['enrollment_id', 'tab']).doUpdateSet(row)).execute();
}
