import type { TabCatalog } from '../../schemas/catalog';
import type { FieldChange, FormLayer } from '../../schemas/forms/definition';
import { specProps } from './specProps';

/** The catalog layer of each catalog (catalogs are constants: computed once each). */
const built = new WeakMap<TabCatalog, FormLayer>();

/**
 * The complete default content of a form from its catalog: every top-level field with the
 * catalog's label, widget, help, options, rules and messages and condition, ordered by its
 * catalog position, required as the catalog says (else not), editable, and hidden: a field
 * shows only when a layer shows it, as a row of today's definitions does. A group's or a
 * list's own fields stay the catalog's. The result is shared: treat it as read-only.
 */
export function catalogLayer(catalog: TabCatalog): FormLayer {
  const kept = built.get(catalog);
  if (kept) return kept;
  const fields: Record<string, FieldChange> = {};
  Object.entries(catalog).forEach(([name, spec], order) => {
    fields[name] = { ...specProps(spec), required: spec.required ?? false, read_only: false, hidden: true, order };
  });
  const layer: FormLayer = { fields };
  built.set(catalog, layer);
  return layer;
}
