import type { FieldDefinition } from '../schemas/catalog';
import { codecFor, type CodecValue } from './codecs';
import type { FormField, FormValue, FormValues, Payload, TabForm } from './types';
import { asObject, asRows, isEmptyValue, visibleAmong } from './visibility';

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
    // A row with nothing filled in is no row (the spec sends medication rows 2 and 3 only when filled).
    const rows = asRows(value).filter((row) => !isEmptyValue(row)).map((row) => objectPayload(field.fields, row));
    return rows.length > 0 ? rows : undefined;
  }
  return codecFor(field).toWire(typeof value === 'string' || Array.isArray(value) ? (value as CodecValue) : undefined);
}

/**
 * Form values -> save payload: visible fields only (a hidden field is never saved), strings
 * trimmed, empty values and empty list rows dropped, groups as objects, lists as arrays,
 * with_validation as 1/0, holiday_policy as an object of 0/1.
 */
export function toPayload(form: TabForm, values: FormValues): Payload {
  return objectPayload(form.fields, values);
}

function toForm(field: FormField, raw: unknown): FormValue {
  if (field.kind === 'group') return objectValues(field.fields, isPayload(raw) ? raw : {});
  if (field.kind === 'list') return Array.isArray(raw) ? raw.filter(isPayload).map((row) => objectValues(field.fields, row)) : [];
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
