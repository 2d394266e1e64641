import { CATALOG } from '../schemas/catalog';
import type { FieldDefinition, FieldSpec, JsonSchema } from '../schemas/catalog';
import type { FormTab } from '../schemas/tabs';
import type { FormField, LookupOptions, TabForm } from './types';

/** "favourite_color" -> "Favourite Color": a readable title for a field the catalog does not know. */
export function titleFromName(name: string): string {
  return name
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Cap on free text of unknown fields, so an unhinted field cannot carry unbounded data. */
const UNKNOWN_MAX_LENGTH = 1000;

/**
 * The spec of a field the catalog does not know, from the server's optional `schema` hint.
 * Without a hint it is a plain text field: product staff may add fields before a frontend
 * release, and a field must never be dropped.
 */
function specFromHint(def: FieldDefinition): FieldSpec {
  const hint = def.schema ?? {};
  const choices = hint.choices?.length ? hint.choices : undefined;
  const widget = hint.widget ?? (choices ? 'select' : 'text');
  const title = hint.title ?? titleFromName(def.field_name);
  if (widget === 'checkboxGroup') {
    return { title, widget, choices, schema: { type: 'array', items: { type: 'string' }, uniqueItems: true } };
  }
  const schema: JsonSchema = { type: 'string', maxLength: hint.maxLength ?? UNKNOWN_MAX_LENGTH };
  if (hint.pattern) schema.pattern = hint.pattern;
  const messages = hint.message ? { pattern: hint.message, maxLength: hint.message, enum: hint.message } : undefined;
  return { title, widget, schema, ...(messages && { messages }), ...(choices && { choices }) };
}

/**
 * A tab's form from the server's field definitions: fields in the server's order, each def's
 * `required` / `read_only` decide, the catalog decides look and rules. A repeated field name
 * keeps its first definition (one input per name).
 */
export function buildTabForm(tab: FormTab, defs: FieldDefinition[], lookups: LookupOptions = {}): TabForm {
  const catalog = CATALOG[tab];
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const def of defs) {
    if (seen.has(def.field_name)) continue;
    seen.add(def.field_name);
    const known = Object.hasOwn(catalog, def.field_name);
    fields.push({
      name: def.field_name,
      spec: known ? catalog[def.field_name] : specFromHint(def),
      required: Boolean(def.required),
      readOnly: Boolean(def.read_only),
      known,
    });
  }
  return { tab, fields, lookups };
}
