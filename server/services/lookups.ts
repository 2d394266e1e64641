/**
 * Lookup rows (value, name) as the API serves them: ethnic groups {id, name}, states
 * {abbrev, name}, every other list {value, name}; and as the options the adapters validate with.
 * A row's name is content (issue 18): it is answered in the caller's language when the store has
 * its translation (services/contentLanguage.ts), the value never changes.
 */
import type { Kysely } from 'kysely';
import { lookupChoices, type LookupOptions } from '../../adapters';
import type { LookupName } from '../../schemas/catalog';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { listLookup, listLookups } from '../db/queries/reference';
import type { Database } from '../db/types';
import { inLanguage, type InLanguage } from './contentLanguage';

type Row = { value: string; name: string };

/** The API item of one lookup row (with its content_lang when the row says it). */
export function lookupItem(list: string, row: Row & { content_lang?: Language }): Record<string, unknown> {
  const lang = row.content_lang ? { content_lang: row.content_lang } : {};
  if (list === 'ethnic-category') return { id: Number(row.value), name: row.name, ...lang };
  if (list === 'states') return { abbrev: row.value, name: row.name, ...lang };
  return { value: row.value, name: row.name, ...lang };
}

/** One lookup list's rows in `language` (one query for the list, one for its translations). */
export async function lookupRows(db: Kysely<Database>, list: LookupName, language: Language): Promise<InLanguage<Row>[]> {
  return inLanguage(db, language, await listLookup(db, list), ['name']);
}

/**
 * The options of these lookups, from the database, in the adapters' shape; their labels in
 * `language` (a form's schema, and so its validator module, is then the language's own).
 */
export async function loadLookupOptions(db: Kysely<Database>, names: LookupName[], language: Language = DEFAULT_LANGUAGE): Promise<LookupOptions> {
  const lists = await listLookups(db, names);
  const rows = await inLanguage(db, language, names.flatMap((name) => lists.get(name) ?? []), ['name']);
  let at = 0;
  const options: LookupOptions = {};
  for (const name of names) {
    const count = lists.get(name)?.length ?? 0;
    options[name] = lookupChoices(name, rows.slice(at, at + count).map((row) => lookupItem(name, row)));
    at += count;
  }
  return options;
}

/** The upper-cased state abbreviations (the USPS default checks against them). */
export async function knownStates(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await listLookup(db, 'states')).map((row) => row.value.toUpperCase()));
}
