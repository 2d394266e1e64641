/**
 * The unsaved draft's field definitions and form, built field by field with each field's result
 * kept: the editor's resolution shares unchanged fields' objects between edits (structuralShare),
 * so an edit of one field rebuilds one definition and one form field, and every other form field
 * keeps its identity (the preview's blocks then compare by reference and skip).
 */
import { buildForm, fieldDefinitions, type FormField, type TabForm } from '../../../adapters';
import type { FieldDefinition, TabCatalog } from '../../../schemas/catalog';
import type { ResolvedField } from '../../../schemas/forms/definition';

/** A cache per catalog, weakly held: a field's objects go when the editor lets them go. */
function cacheOf<K extends object, V>(caches: WeakMap<TabCatalog, WeakMap<K, V>>, catalog: TabCatalog): WeakMap<K, V> {
  let cache = caches.get(catalog);
  if (!cache) {
    cache = new WeakMap();
    caches.set(catalog, cache);
  }
  return cache;
}

const definitions = new WeakMap<TabCatalog, WeakMap<ResolvedField, FieldDefinition | null>>();
const formFields = new WeakMap<TabCatalog, WeakMap<FieldDefinition, FormField>>();

/** One field's definition, as fieldDefinitions answers it for the whole form (null: the field is hidden). */
function definitionOf(catalog: TabCatalog, field: ResolvedField): FieldDefinition | null {
  const cache = cacheOf(definitions, catalog);
  let def = cache.get(field);
  if (def === undefined) {
    def = fieldDefinitions(catalog, { fields: [field], messages: {}, messagesFrom: {} })[0] ?? null;
    cache.set(field, def);
  }
  return def;
}

/** One definition's form field, as buildForm builds it within the whole form. */
function formFieldOf(catalog: TabCatalog, def: FieldDefinition): FormField {
  const cache = cacheOf(formFields, catalog);
  let field = cache.get(def);
  if (!field) {
    field = buildForm('', catalog, [def]).fields[0];
    cache.set(def, field);
  }
  return field;
}

/** The shown fields' definitions and the form they make, as fieldDefinitions and buildForm answer them (resolved field names are unique). */
export function liveForm(formName: string, catalog: TabCatalog, fields: readonly ResolvedField[]): { defs: FieldDefinition[]; form: TabForm } {
  const defs = fields.map((field) => definitionOf(catalog, field)).filter((def): def is FieldDefinition => def !== null);
  return { defs, form: { name: formName, fields: defs.map((def) => formFieldOf(catalog, def)), lookups: {} } };
}
