import type { FieldDefinition, LookupName, TabCatalog } from '../schemas/catalog';
import { specFromHint, withHint } from './hintSpec';

/**
 * The lookups the fields of these definitions draw their options from, their hints included
 * (a form definition may give a field a lookup the catalog does not): what the server loads
 * before it builds the form, since a choice field whose lookup is not loaded takes any value.
 * Top-level fields, the only ones a hint changes.
 */
export function definitionLookups(catalog: TabCatalog, defs: readonly FieldDefinition[]): LookupName[] {
  const names = new Set<LookupName>();
  for (const def of defs) {
    const spec = Object.hasOwn(catalog, def.field_name) ? withHint(catalog[def.field_name], def.schema) : specFromHint(def.field_name, def.schema);
    if (spec.lookup) names.add(spec.lookup);
  }
  return [...names];
}
