import type { FormField, FormValues, JsonSchema, TabForm } from './types';
import { optionsFor } from './options';
import { visibleFields } from './visibility';

/** True for the form-shape empty values ('' and []), and for a value that is absent. */
export function isEmptyValue(value: string | string[] | undefined): boolean {
  return value === undefined || value.length === 0 || (typeof value === 'string' && value.trim() === '');
}

/** Whether the user must fill the field now: required by the server, editable, and not a draft save. */
export function mustFill(field: FormField, partial: boolean): boolean {
  return field.required && !field.readOnly && !partial;
}

/**
 * The schema of one field's value. An empty value is checked for presence only (minLength /
 * minItems when required), so optional fields may stay empty and a missing required one
 * gets exactly one message.
 */
export function propertyFor(form: TabForm, field: FormField, value: string | string[] | undefined, required: boolean): JsonSchema {
  const { spec } = field;
  const isArray = spec.schema.type === 'array';
  const oneOf = optionsFor(form, field)?.map((c) => ({ const: c.value, title: c.label }));
  const empty = isEmptyValue(value);
  // Without this, the value rules (pattern, format, enum) would reject '' on optional fields
  // and add a second message to "Field is required".
  const property: JsonSchema = empty ? { type: spec.schema.type, title: spec.title } : { ...spec.schema, title: spec.title };
  if (isArray) {
    const items = (spec.schema.items as JsonSchema | undefined) ?? {};
    property.items = oneOf ? { ...items, type: 'string', oneOf } : { ...items, type: 'string' };
    property.uniqueItems = true;
    if (required) property.minItems = 1;
    else delete property.minItems;
    return property;
  }
  // The '' option lets an unchosen select pass the options check; presence is minLength's job.
  if (oneOf) property.oneOf = empty ? [{ const: '', title: '' }, ...oneOf] : oneOf;
  if (required) property.minLength = 1;
  return property;
}

/**
 * The JSON Schema of a tab for the CURRENT values: only visible fields, required list from the
 * server's flags (read-only fields are never required: the user cannot fix them), options as
 * oneOf [{const, title}] from catalog choices or loaded lookups, required strings minLength 1.
 * validateValues applies the same per-field schemas, so RJSF and the server agree.
 */
export function jsonSchemaFor(form: TabForm, values: FormValues): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of visibleFields(form, values)) {
    const must = mustFill(field, false);
    properties[field.name] = propertyFor(form, field, values[field.name], must);
    if (must) required.push(field.name);
  }
  return { type: 'object', properties, required };
}
