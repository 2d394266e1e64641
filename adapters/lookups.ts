import type { Choice, LookupName } from '../schemas/catalog';

type Row = Record<string, unknown>;

const isRow = (item: unknown): item is Row => typeof item === 'object' && item !== null;
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Lookup row -> option, per lookup shape; '' value means the row is unusable. */
const TO_CHOICE: Partial<Record<LookupName, (row: Row) => Choice>> = {
  'ethnic-category': (row) => ({ value: text(row.id), label: text(row.name) }),
  // 'Illinois (IL)': the birth-state select shows name and abbreviation (spec, Contact).
  states: (row) => ({ value: text(row.abbrev), label: `${text(row.name)} (${text(row.abbrev)})` }),
};
const optionItem = (row: Row): Choice => ({ value: text(row.value), label: text(row.name) });

/**
 * A lookup endpoint's result[] as select options: ethnic {id, name}, states {abbrev, name}
 * -> 'Name (AB)', the option lists {value, name}. Malformed rows are skipped.
 */
export function lookupChoices(name: LookupName, items: unknown[]): Choice[] {
  const toChoice = TO_CHOICE[name] ?? optionItem;
  return items.filter(isRow).map(toChoice).filter((c) => c.value !== '');
}
