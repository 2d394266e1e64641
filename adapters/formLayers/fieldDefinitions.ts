import type { FieldDefinition, FieldHint, TabCatalog } from '../../schemas/catalog';
import type { FieldChange, ResolvedField, ResolvedForm } from '../../schemas/forms/definition';
import { specFromHint, titleFromName } from '../hintSpec';
import { catalogLayer } from './catalogLayer';
import { hintTranslations } from './hintLanguage';
import { HINT_PROPS, sameValue } from './props';
import { propsHint, specProps } from './specProps';

/**
 * What the field would be without a hint: its catalog spec, or for a field the catalog does not
 * know, the plain text field buildTabForm makes of a bare name (its label aside: see baseLabel).
 */
function baseline(catalog: TabCatalog, field: ResolvedField): FieldChange {
  if (Object.hasOwn(catalog, field.name)) return catalogLayer(catalog).fields[field.name];
  unknownBase ??= specProps(specFromHint(''));
  return unknownBase;
}

/** The properties buildTabForm gives any field it does not know, its title aside (computed once). */
let unknownBase: FieldChange | undefined;

/** The label a field has without a hint: the catalog's, or for a field the catalog does not know, its titled name. */
const baseLabel = (catalog: TabCatalog, field: ResolvedField, base: FieldChange): unknown =>
  (Object.hasOwn(catalog, field.name) ? base.label : titleFromName(field.name));

/**
 * The properties of a field that differ from its baseline, as a hint; undefined when none do.
 * Runs for every field of every form served: no object is made for a field nobody changed.
 */
function hintOf(catalog: TabCatalog, field: ResolvedField): FieldHint | undefined {
  const base = baseline(catalog, field);
  let changed: Record<string, unknown> | undefined;
  for (const prop of HINT_PROPS) {
    const value = field.props[prop];
    if (value === undefined) continue;
    if (sameValue(value, prop === 'label' ? baseLabel(catalog, field, base) : base[prop])) continue;
    changed ??= {};
    changed[prop] = value;
  }
  if (!changed) return undefined;
  const hint = propsHint(changed as FieldChange);
  // The texts' other languages travel with them, so the page shows whichever it speaks (hintLanguage.ts).
  const translations = field.translated && hintTranslations(field, hint);
  return translations ? { ...hint, translations } : hint;
}

/**
 * The field definitions get-form-fields-* answers (values left empty for the server to fill):
 * the shown fields in display order, their required and read-only flags, and a `schema` hint with
 * only what differs from the catalog spec (a field the catalog does not know: from a plain text
 * field titled by its name), so a form nobody changed answers exactly as it always did.
 */
export function fieldDefinitions(catalog: TabCatalog, resolved: ResolvedForm): FieldDefinition[] {
  return resolved.fields.filter((field) => !field.props.hidden).map((field) => {
    const schema = hintOf(catalog, field);
    return { field_name: field.name, value: '', required: field.props.required, read_only: field.props.read_only, ...(schema && { schema }) };
  });
}
