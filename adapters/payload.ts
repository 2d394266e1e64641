import type { FieldDefinition } from '../schemas/catalog';
import { codecFor, type CodecValue } from './codecs';
import type { FormField, FormValue, FormValues, Payload, TabForm } from './types';
import { asObject, isEmptyValue, rowFields, rowsOf } from './rows';
import { visibleAmong } from './visibility';

const isPayload = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectPayload(fields: readonly FormField[], values: FormValues): Payload {
  const payload: Payload = {};
  for (const field of visibleAmong(fields, values)) {
    const wire = toWire(field, values[field.name]);
    if (wire !== undefined) payload[field.name] = wire;
  }
  return payload;
}

function toWire(field: FormField, value: FormValue | undefined): unknown {
  if (field.kind === 'group') {
    const group = objectPayload(field.fields, asObject(value));
    return Object.keys(group).length > 0 ? group : undefined;
  }
  if (field.kind === 'list') {
    const rows = rowsOf(field, value);
    // A fixed list keeps every row (a row's index names it, e.g. the question it answers) while any is filled.
    if (field.rows) return rows.every(isEmptyValue) ? undefined : rows.map((row, i) => objectPayload(rowFields(field, i), row));
    // A row with nothing filled in is no row (the spec sends medication rows 2 and 3 only when filled).
    const filled = rows.filter((row) => !isEmptyValue(row)).map((row) => objectPayload(field.fields, row));
    return filled.length > 0 ? filled : undefined;
  }
  return codecFor(field).toWire(typeof value === 'string' || Array.isArray(value) ? (value as CodecValue) : undefined);
}

/**
 * Form values -> save payload: visible fields only (a field hidden by its condition is never
 * saved; a `hidden` widget's value is), strings trimmed, empty values and empty list rows
 * dropped (a fixed list keeps its rows, as their index names them), groups as objects, lists as
 * arrays, with_validation and `wire: 'flag'` fields as 1/0, `wire: 'integer'` as numbers,
 * holiday_policy as an object of 0/1.
 */
export function toPayload(form: TabForm, values: FormValues): Payload {
  return objectPayload(form.fields, values);
}

function toForm(field: FormField, raw: unknown): FormValue {
  if (field.kind === 'group') return objectValues(field.fields, isPayload(raw) ? raw : {});
  if (field.kind === 'list') {
    const raws: unknown[] = Array.isArray(raw) ? raw : [];
    // A fixed list's rows are matched by index (a row that is not an object reads as empty); other lists keep their object rows.
    const rows = field.rows ? raws.map((row) => (isPayload(row) ? row : {})) : raws.filter(isPayload);
    return rowsOf(field, rows.map((row, i) => objectValues(rowFields(field, i), row)));
  }
  return codecFor(field).toForm(raw);
}

function objectValues(fields: readonly FormField[], payload: Payload): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = toForm(field, Object.hasOwn(payload, field.name) ? payload[field.name] : undefined);
  return values;
}

/**
 * Payload (saved values or a request body) -> form values for every field of the form:
 * numbers become strings, missing values '' ([] for checkbox groups and lists), groups and
 * rows recursively. Keys the form does not have are ignored. The server validates a body with
 * this + validateValues.
 */
export function payloadToValues(form: TabForm, payload: Payload): FormValues {
  return objectValues(form.fields, payload);
}

/** The starting values of a form from the definitions' saved `value`s (payload shape). */
export function initialValues(form: TabForm, defs: FieldDefinition[]): FormValues {
  const payload: Payload = {};
  for (const def of defs) {
    if (!Object.hasOwn(payload, def.field_name)) payload[def.field_name] = def.value;
  }
  return payloadToValues(form, payload);
}
