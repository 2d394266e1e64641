import { conditionSchema } from './conditions';
import { optionsFor } from './options';
import { integerRangePattern } from './range';
import { minRows } from './rows';
import type { FormField, JsonSchema, TabForm } from './types';
import { canShow, visibilityCondition } from './visibility';

/** A value that is only whitespace (or nothing): an empty answer, whatever the field's rules. */
const BLANK: JsonSchema = { pattern: '^\\s*$' };
/** A single checkbox left blank or unticked ('0'): a required checkbox must be ticked (an agreement a layer adds to a tab). */
const UNTICKED: JsonSchema = { pattern: '^\\s*$|^0$' };

export interface FormSchemaOptions {
  /** Save & Continue Later drafts: formats only, nothing required. */
  partial?: boolean;
  /**
   * Whether a field's masked value (the catalog's `masked`, e.g. an SSN shown as xxxxx1234) passes
   * as it is. Default true: the browser's validator, since a masked value sent back unchanged
   * means "keep the one on file". The server checks its saves with false, after putting the kept
   * values back (server/services/keptSecrets.ts), so a mask that stands for nothing is refused.
   */
  acceptMasked?: boolean;
}

interface SchemaFlags { partial: boolean; acceptMasked: boolean }

/** Whether the user must fill the field when it shows: required by the server, editable, and not a draft. */
export function mustFill(field: FormField, partial: boolean): boolean {
  return field.required && !field.readOnly && !partial;
}

/**
 * A string field's rules with pattern and format applied only to a non-blank value, so a
 * blank optional answer passes and a blank required one is left to `not` (one message).
 */
function valueRules(schema: JsonSchema, masked: string | undefined): JsonSchema {
  // Most fields have no rule on their value: no copy for them (a form builds its schema on every change).
  if (schema.pattern === undefined && schema.format === undefined && schema.minimum === undefined && schema.maximum === undefined && schema.allOf === undefined) return schema;
  const { pattern: own, format, minimum, maximum, allOf: more } = schema;
  // Both patterns are anchored, so either whole alternative may match.
  const pattern = own !== undefined && masked !== undefined ? `${String(own)}|${masked}` : own;
  // A range on a text value is a pattern of its own (adapters/range.ts), beside the field's pattern.
  const range = integerRangePattern(asNumber(minimum), asNumber(maximum));
  // More rules of the value (the quote's DOB: before today, 18 or older) apply to a non-blank value too.
  const allOf = [...(Array.isArray(more) ? (more as JsonSchema[]) : []), ...(range !== undefined ? [{ pattern: range }] : [])];
  if (pattern === undefined && format === undefined && allOf.length === 0) return schema;
  // Built key by key, not by rest and spread: V8's copies of those are slow to extend (the layers bench).
  const rules: JsonSchema = {};
  for (const key in schema) if (!VALUE_RULES.has(key)) rules[key] = schema[key];
  const nonBlank: JsonSchema = {};
  if (pattern !== undefined) nonBlank.pattern = pattern;
  if (format !== undefined) nonBlank.format = format;
  if (allOf.length > 0) nonBlank.allOf = allOf;
  rules.if = BLANK;
  rules.else = nonBlank;
  return rules;
}

/** The keywords valueRules moves under `else` (checked only on a non-blank value). */
const VALUE_RULES: ReadonlySet<string> = new Set(['pattern', 'format', 'minimum', 'maximum', 'allOf']);

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function scalarSchema(form: TabForm, field: FormField, must: boolean, acceptMasked: boolean): JsonSchema {
  const options = optionsFor(form, field)?.map((c) => ({ const: c.value, title: c.label }));
  // Object.assign, not a spread: V8 makes a spread copy slow to take a new property (the layers bench).
  const property: JsonSchema = Object.assign({}, valueRules(field.spec.schema, acceptMasked ? field.spec.masked : undefined), { title: field.spec.title });
  if (options) property.oneOf = options;
  // Not blank rather than minLength 1: '   ' is as missing as '' (toPayload drops both).
  if (must) property.not = field.spec.widget === 'checkbox' ? UNTICKED : BLANK;
  return property;
}

function choicesSchema(form: TabForm, field: FormField, must: boolean): JsonSchema {
  const options = optionsFor(form, field)?.map((c) => ({ const: c.value, title: c.label }));
  const items = (field.spec.schema.items as JsonSchema | undefined) ?? {};
  const { minItems: _minItems, ...rules } = field.spec.schema;
  return {
    ...rules,
    title: field.spec.title,
    items: options ? { ...items, type: 'string', oneOf: options } : { ...items, type: 'string' },
    uniqueItems: true,
    ...(must && { minItems: 1 }),
  };
}

/**
 * An object of fields: every field's rules always (a static schema the client's precompiled
 * validator can serve), `required` for fields that always show, and an if/then per field that
 * shows only under a condition, so it is required exactly while it shows.
 */
function objectSchema(form: TabForm, fields: readonly FormField[], flags: SchemaFlags): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const conditional: JsonSchema[] = [];
  for (const field of fields) {
    const must = mustFill(field, flags.partial);
    properties[field.name] = fieldSchema(form, field, must, flags);
    const condition = visibilityCondition(fields, field);
    if (!must || field.kind === 'group' || !canShow(condition)) continue;
    if (condition === null) required.push(field.name);
    else conditional.push({ if: conditionSchema(condition), then: { required: [field.name] } });
  }
  return { type: 'object', properties, required, ...(conditional.length > 0 && { allOf: conditional }) };
}

function fieldSchema(form: TabForm, field: FormField, must: boolean, flags: SchemaFlags): JsonSchema {
  const { spec } = field;
  if (field.kind === 'group') return { ...objectSchema(form, field.fields, flags), title: spec.title };
  if (field.kind === 'list') return listSchema(form, field, flags);
  return field.kind === 'choices' ? choicesSchema(form, field, must) : scalarSchema(form, field, must, flags.acceptMasked);
}

/**
 * A list: rows of one object schema, at most maxItems. A list that always holds rows (minRows:
 * e.g. medication row 1 on Yes) is a tuple of those rows, checked as they are, then rows checked
 * only when they hold something (rows 2 and 3 are sent only when filled: toPayload drops an empty
 * row). A fixed list is a tuple of its rows' own schemas, exactly that many.
 */
function listSchema(form: TabForm, field: FormField, flags: SchemaFlags): JsonSchema {
  const { title, items: list } = field.spec;
  if (field.rows) {
    const count = field.rows.length;
    // An empty tuple is no fixed array to RJSF: a list with no rows is an array that must stay empty.
    const items = count > 0 ? field.rows.map((row) => objectSchema(form, row, flags)) : { type: 'object' };
    return { type: 'array', title, items, additionalItems: false, minItems: count, maxItems: count };
  }
  const min = minRows(field);
  const max = list?.maxItems;
  const row = objectSchema(form, field.fields, flags);
  // A list that always holds rows checks them as they are, and a row past them only when it holds something.
  const rows = min > 0 ? { items: Array.from({ length: min }, () => row), additionalItems: optionalRow(row) } : { items: row };
  return { type: 'array', title, ...rows, ...(min > 0 && { minItems: min }), ...(max !== undefined && { maxItems: max }) };
}

/** A row checked only when it holds something: its requirements apply unless the row is empty (its fields' own rules apply to what is there). */
function optionalRow(row: JsonSchema): JsonSchema {
  const { required, allOf, ...fields } = row;
  const needs = (required as string[]).length > 0 || allOf !== undefined;
  return needs ? { ...fields, required: [], if: { maxProperties: 0 }, else: { required, ...(allOf !== undefined && { allOf }) } } : row;
}

/**
 * The JSON Schema of a form, independent of its values: every field with its rules (options as
 * oneOf [{const, title}] from catalog choices or loaded lookups, required strings not blank),
 * required fields by the server's flags (read-only fields never: the user cannot fix them) and
 * visibility conditions as if/then. A group's fields are checked while the group shows (schema
 * data holds a shown group as an object, a hidden one not at all). The server validates saves
 * with it and serves it, compiled, as the client's validator.
 */
export function formSchema(form: TabForm, options: FormSchemaOptions = {}): JsonSchema {
  return objectSchema(form, form.fields, { partial: options.partial ?? false, acceptMasked: options.acceptMasked ?? true });
}
