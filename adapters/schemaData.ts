/**
 * Form values <-> the data the form's JSON Schema validates (and RJSF edits). In schema data an
 * empty answer is absent, which is what makes `required` report it (an empty string would
 * satisfy `required`), and a hidden field is absent too, so only what shows is checked. The
 * server validates a save with exactly this data, the client's validator the same.
 */
import type { FormField, FormValue, FormValues, TabForm } from './types';
import { asObject, rowFields, rowsOf } from './rows';
import { visibleAmong } from './visibility';

/** Schema data: JSON of strings, string arrays, objects and arrays of objects. */
export type SchemaData = Record<string, unknown>;

function objectData(fields: readonly FormField[], values: FormValues): SchemaData {
  const data: SchemaData = {};
  for (const field of visibleAmong(fields, values)) {
    const value = values[field.name];
    if (field.kind === 'group') data[field.name] = objectData(field.fields, asObject(value));
    else if (field.kind === 'list') data[field.name] = rowsOf(field, value).map((row, i) => objectData(rowFields(field, i), row));
    else if (Array.isArray(value)) data[field.name] = value.filter((item): item is string => typeof item === 'string');
    else if (typeof value === 'string' && value !== '') data[field.name] = value;
  }
  return data;
}

/** The schema data of the current values: visible fields only, empty answers left out. */
export function toSchemaData(form: TabForm, values: FormValues): SchemaData {
  return objectData(form.fields, values);
}

function fieldValue(field: FormField, raw: unknown): FormValue {
  if (field.kind === 'group') return objectValues(field.fields, raw);
  if (field.kind === 'list') return rowsOf(field, Array.isArray(raw) ? raw.map((row, i) => objectValues(rowFields(field, i), row)) : []);
  if (field.kind === 'choices') return Array.isArray(raw) ? raw.map(String) : [];
  return raw === undefined || raw === null || typeof raw === 'object' ? '' : String(raw);
}

function objectValues(fields: readonly FormField[], raw: unknown): FormValues {
  const data = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as SchemaData) : {};
  return Object.fromEntries(fields.map((field) => [field.name, fieldValue(field, data[field.name])]));
}

/** Schema data back to form values: every field of the form present, in form shape ('' when absent). */
export function fromSchemaData(form: TabForm, data: unknown): FormValues {
  return objectValues(form.fields, data);
}
