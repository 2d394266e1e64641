import type { FormValues, TabForm, UiSchema } from './types';
import { visibleFields } from './visibility';

/**
 * The uiSchema of a tab for the current values: 'ui:order' of the visible fields and, per
 * field, the catalog widget, title, read-only flag, autocomplete token and help text.
 */
export function uiSchemaFor(form: TabForm, values: FormValues): UiSchema {
  const fields = visibleFields(form, values);
  const ui: UiSchema = { 'ui:order': fields.map((f) => f.name) };
  for (const { name, spec, readOnly } of fields) {
    const entry: UiSchema = { 'ui:widget': spec.widget, 'ui:title': spec.title };
    if (readOnly) entry['ui:readonly'] = true;
    if (spec.autocomplete) entry['ui:autocomplete'] = spec.autocomplete;
    if (spec.help) entry['ui:help'] = spec.help;
    ui[name] = entry;
  }
  return ui;
}
