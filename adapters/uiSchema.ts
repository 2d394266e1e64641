import type { FormField, TabForm, UiSchema } from './types';
import { visibilityCondition } from './visibility';

/** The uiSchema of one object's fields (the form, a group, a list row). */
function objectUi(fields: readonly FormField[]): UiSchema {
  const ui: UiSchema = { 'ui:order': fields.map((f) => f.name) };
  for (const field of fields) {
    const { spec } = field;
    const entry: UiSchema = { 'ui:title': spec.title };
    if (field.readOnly) entry['ui:readonly'] = true;
    if (spec.help) entry['ui:help'] = spec.help;
    const condition = visibilityCondition(fields, field);
    // Read by the engine's object template against the values beside the field (per list row too).
    if (condition) entry['ui:visibleWhen'] = condition;
    if (field.kind === 'group') {
      Object.assign(entry, objectUi(field.fields));
    } else if (field.kind === 'list') {
      const items = spec.items;
      entry.items = objectUi(field.fields);
      entry['ui:options'] = { orderable: false, addable: !field.readOnly, removable: !field.readOnly, itemTitle: items?.itemTitle, addLabel: items?.addLabel };
    } else {
      entry['ui:widget'] = spec.widget;
      if (spec.autocomplete) entry['ui:autocomplete'] = spec.autocomplete;
    }
    ui[field.name] = entry;
  }
  return ui;
}

/**
 * The uiSchema of a form, independent of its values: 'ui:order', and per field the catalog
 * widget, title, read-only flag, autocomplete token, help text and, for a field that shows
 * only under a condition, 'ui:visibleWhen' (the engine hides the field while it does not
 * hold). Groups and list rows nest their fields' entries.
 */
export function uiSchemaFor(form: TabForm): UiSchema {
  return objectUi(form.fields);
}
