import { CATALOG, type FormName } from '../schemas/catalog';
import type { FieldDefinition, FieldSpec, TabCatalog } from '../schemas/catalog';
import { specFromHint, withHint } from './hintSpec';
import type { FieldKind, FormField, LookupOptions, TabForm } from './types';

/** How a spec's value is shaped. */
export function kindOf(spec: FieldSpec): FieldKind {
  if (spec.widget === 'group' && spec.fields) return 'group';
  if (spec.widget === 'list' && spec.items) return 'list';
  return spec.schema.type === 'array' ? 'choices' : 'scalar';
}

/** The catalog of a group's fields or of one list row. */
function childCatalog(spec: FieldSpec): TabCatalog {
  return spec.fields ?? spec.items?.fields ?? {};
}

/** Definitions of a nested catalog when the server sends none: every field, flagged as the catalog says. */
function catalogDefinitions(catalog: TabCatalog): FieldDefinition[] {
  return Object.entries(catalog).map(([field_name, spec]) => ({ field_name, value: null, required: spec.required ?? false, read_only: false }));
}

/** Whether a spec is a list whose rows the definitions give (ListSpec.fixed). */
const isFixedList = (spec: FieldSpec, kind: FieldKind): boolean => kind === 'list' && spec.items?.fixed === true;

/**
 * Fields from definitions: in the server's order, each definition's `required` / `read_only`
 * decide, the catalog decides look and rules, changed by the definition's hint (adapters/hintSpec). A repeated field name keeps its first definition
 * (one input per name). A read-only group makes its fields read-only. A fixed list gets one row
 * of fields per entry of its definition's `rows` (each row its own definitions of the row catalog).
 */
function buildFields(catalog: TabCatalog, defs: FieldDefinition[], parentReadOnly: boolean): FormField[] {
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const def of defs) {
    if (seen.has(def.field_name)) continue;
    seen.add(def.field_name);
    const known = Object.hasOwn(catalog, def.field_name);
    // The hint changes a known field's spec too: a form definition's label, rules or condition.
    const spec = known ? withHint(catalog[def.field_name], def.schema) : specFromHint(def.field_name, def.schema);
    const kind = kindOf(spec);
    const readOnly = parentReadOnly || Boolean(def.read_only);
    const fixed = isFixedList(spec, kind);
    const nested = (kind === 'group' || kind === 'list') && !fixed
      ? buildFields(childCatalog(spec), def.fields ?? catalogDefinitions(childCatalog(spec)), readOnly)
      : [];
    const field: FormField = { name: def.field_name, spec, kind, required: Boolean(def.required), readOnly, known, fields: nested };
    if (fixed) field.rows = (def.rows ?? []).map((row) => buildFields(childCatalog(spec), row, readOnly));
    fields.push(field);
  }
  return fields;
}

/** A form from any catalog (a tab's, a list item's, a story's) and the server's definitions. */
export function buildForm(name: string, catalog: TabCatalog, defs: FieldDefinition[], lookups: LookupOptions = {}): TabForm {
  return { name, fields: buildFields(catalog, defs, false), lookups };
}

/** A wizard tab's form from the server's field definitions (get-form-fields-*). */
export function buildTabForm(tab: FormName, defs: FieldDefinition[], lookups: LookupOptions = {}): TabForm {
  return buildForm(tab, CATALOG[tab], defs, lookups);
}
