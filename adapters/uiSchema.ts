import { minRows } from './rows';
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
    if (spec.placeholder) entry['ui:placeholder'] = spec.placeholder;
    // Read by the engine's object template: a heading before the first field of each section.
    if (spec.section) entry['ui:section'] = spec.section;
    if (spec.labelHidden) entry['ui:labelHidden'] = true;
    // Read by the engine's field template: the message shows once, at the form, and here for screen readers only.
    if (spec.errorAtForm) entry['ui:errorAtForm'] = true;
    // Read by the checkbox group: options that share a group show in a fieldset titled by it.
    if (spec.choices?.some((choice) => choice.group)) entry['ui:choiceGroups'] = Object.fromEntries(spec.choices.map((c) => [c.value, c.group ?? '']));
    const condition = visibilityCondition(fields, field);
    // Read by the engine's object template against the values beside the field (per list row too).
    if (condition) entry['ui:visibleWhen'] = condition;
    if (field.kind === 'group') {
      Object.assign(entry, objectUi(field.fields));
      if (spec.titleField) entry['ui:titleField'] = spec.titleField;
    } else if (field.kind === 'list') {
      Object.assign(entry, listUi(field));
    } else {
      entry['ui:widget'] = spec.widget;
      if (spec.autocomplete) entry['ui:autocomplete'] = spec.autocomplete;
    }
    ui[field.name] = entry;
  }
  return ui;
}

/**
 * A list's rows (a fixed list's one per row) and options: a row titled by one of its fields
 * carries 'ui:titleField'; rows are added and removed only when the list is editable and not fixed.
 */
function listUi(field: FormField): UiSchema {
  const list = field.spec.items;
  const rowUi = (fields: readonly FormField[]): UiSchema => {
    const ui = objectUi(fields);
    if (list?.itemTitleField) ui['ui:titleField'] = list.itemTitleField;
    return ui;
  };
  const growable = !field.readOnly && !field.rows;
  const options = { orderable: false, addable: growable, removable: growable, itemTitle: list?.itemTitle, addLabel: list?.addLabel, minItems: minRows(field) };
  // A list spans the form's row on wide screens: its rows hold a grid of their own (health questions, medication rows).
  if (field.rows) return { items: field.rows.map(rowUi), 'ui:options': options, 'ui:wide': true };
  // Rows past those the list always holds are the schema's additionalItems (jsonSchema.ts): they look the same.
  return { items: rowUi(field.fields), ...(minRows(field) > 0 && { additionalItems: rowUi(field.fields) }), 'ui:options': options, 'ui:wide': true };
}

/**
 * The uiSchema of a form, independent of its values: 'ui:order', and per field the catalog
 * widget, title, read-only flag, autocomplete token, help text, placeholder, section and, for a field that shows
 * only under a condition, 'ui:visibleWhen' (the engine hides the field while it does not
 * hold). Groups and list rows nest their fields' entries.
 */
export function uiSchemaFor(form: TabForm): UiSchema {
  return objectUi(form.fields);
}
