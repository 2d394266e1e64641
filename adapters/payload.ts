import type { FieldDefinition } from '../schemas/catalog';
import { codecFor } from './codecs';
import type { FormValues, Payload, TabForm } from './types';
import { visibleFields } from './visibility';

/**
 * Form values -> save payload: visible fields only (a hidden field is never saved), strings
 * trimmed, empty values dropped, with_validation as 1/0, holiday_policy as an object of 0/1.
 */
export function toPayload(form: TabForm, values: FormValues): Payload {
  const payload: Payload = {};
  for (const field of visibleFields(form, values)) {
    const wire = codecFor(field).toWire(values[field.name]);
    if (wire !== undefined) payload[field.name] = wire;
  }
  return payload;
}

/**
 * Payload (saved values or a request body) -> form values for every field of the form:
 * numbers become strings, missing values '' (or [] for checkbox groups). Keys the form does
 * not have are ignored. The server validates a body with this + validateValues.
 */
export function payloadToValues(form: TabForm, payload: Payload): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    values[field.name] = codecFor(field).toForm(Object.hasOwn(payload, field.name) ? payload[field.name] : undefined);
  }
  return values;
}

/** The starting values of a form from the definitions' saved `value`s (payload shape). */
export function initialValues(form: TabForm, defs: FieldDefinition[]): FormValues {
  const payload: Payload = {};
  for (const def of defs) {
    if (!Object.hasOwn(payload, def.field_name)) payload[def.field_name] = def.value;
  }
  return payloadToValues(form, payload);
}
