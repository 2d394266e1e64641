/**
 * Lookup rows (value, name) as the API serves them: ethnic groups {id, name}, states
 * {abbrev, name}, every other list {value, name}; and as the options the adapters validate with.
 */
import type { Kysely } from 'kysely';
import { lookupChoices, type LookupOptions } from '../../adapters';
import type { LookupName } from '../../schemas/catalog';
import { listLookup, listLookups } from '../db/queries/reference';
import type { Database } from '../db/types';

type Row = { value: string; name: string };

/** The API item of one lookup row. */
export function lookupItem(list: string, row: Row): Record<string, unknown> {
  if (list === 'ethnic-category') return { id: Number(row.value), name: row.name };
  if (list === 'states') return { abbrev: row.value, name: row.name };
  return { value: row.value, name: row.name };
}

/** The options of these lookups, from the database, in the adapters' shape. */
export async function loadLookupOptions(db: Kysely<Database>, names: LookupName[]): Promise<LookupOptions> {
  const lists = await listLookups(db, names);
  const options: LookupOptions = {};
  for (const name of names) options[name] = lookupChoices(name, (lists.get(name) ?? []).map((row) => lookupItem(name, row)));
  return options;
}

/** The upper-cased state abbreviations (the USPS default checks against them). */
export async function knownStates(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await listLookup(db, 'states')).map((row) => row.value.toUpperCase()));
}
