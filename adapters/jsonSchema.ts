import type { FormField, FormValues, JsonSchema, TabForm } from './types';
import { optionsFor } from './options';
import { visibleFields } from './visibility';

/** A value that is only whitespace (or nothing): an empty answer, whatever the field's rules. */
const BLANK: JsonSchema = { pattern: '^\\s*$' };

/** True for the form-shape empty values ('' and []), and for a value that is absent. */
function isEmptyValue(value: string | string[] | undefined): boolean {
  return value === undefined || value.length === 0 || (typeof value === 'string' && value.trim() === '');
}

/** Whether the user must fill the field now: required by the server, editable, and not a draft save. */
export function mustFill(field: FormField, partial: boolean): boolean {
  return field.required && !field.readOnly && !partial;
}

/**
 * The schema of one field's value. An empty value is checked for presence only (not blank /
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
  const property: JsonSchema = empty ? { type: spec.schema.type, title: spec.title } : { ...valueRules(spec.schema), title: spec.title };
  if (isArray) {
    const items = (spec.schema.items as JsonSchema | undefined) ?? {};
    property.items = oneOf ? { ...items, type: 'string', oneOf } : { ...items, type: 'string' };
    property.uniqueItems = true;
    if (required) property.minItems = 1;
    else delete property.minItems;
    return property;
  }
  // The '' option lets an unchosen select pass the options check; presence is `not`'s job.
  if (oneOf) property.oneOf = empty ? [{ const: '', title: '' }, ...oneOf] : oneOf;
  // Not blank rather than minLength 1: '   ' is as missing as '' (toPayload drops both).
  if (required) property.not = BLANK;
  return property;
}

/**
 * A string field's rules with pattern and format applied only to a non-blank value. The
 * client's schema is built once for filled fields, so the schema itself must let a blank
 * optional answer through (and leave a blank required one to `not`), as validateValues does.
 */
function valueRules(schema: JsonSchema): JsonSchema {
  const { pattern, format, ...rest } = schema;
  if (pattern === undefined && format === undefined) return schema;
  return { ...rest, if: BLANK, else: { ...(pattern !== undefined && { pattern }), ...(format !== undefined && { format }) } };
}

/**
 * The JSON Schema of a tab for the CURRENT values: only visible fields, required list from the
 * server's flags (read-only fields are never required: the user cannot fix them), options as
 * oneOf [{const, title}] from catalog choices or loaded lookups, required strings not blank.
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
