/**
 * A field's properties in the two shapes they travel in: read from a catalog spec (the defaults
 * the catalog layer seeds) and to and from a field definition's hint (FieldDefinition.schema).
 */
import type { FieldHint, FieldSpec } from '../../schemas/catalog';
import type { FieldChange } from '../../schemas/forms/definition';
import { HINT_KEYS, HINT_PROPS } from './props';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const number = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Keeps only the defined entries, so a property the spec lacks is absent, not undefined. */
function defined(change: Record<string, unknown>): FieldChange {
  for (const key in change) if (change[key] === undefined) delete change[key];
  return change as FieldChange;
}

/**
 * The look and rules a spec gives a field, as properties (no flags, no order): its label,
 * help, placeholder, section, widget, options, pattern, length and range with their messages,
 * and the condition that shows it.
 */
export function specProps(spec: FieldSpec): FieldChange {
  const { schema, messages = {} } = spec;
  return defined({
    label: spec.title, help: spec.help, placeholder: spec.placeholder, widget: spec.widget, choices: spec.choices, lookup: spec.lookup,
    section: spec.section, pattern: text(schema.pattern), patternMessage: messages.pattern,
    minLength: number(schema.minLength), maxLength: number(schema.maxLength), lengthMessage: messages.maxLength ?? messages.minLength,
    minimum: number(schema.minimum), maximum: number(schema.maximum), rangeMessage: messages.range, visibleWhen: spec.visibleWhen,
  });
}

/** The properties a hint carries. */
export function hintProps(hint: FieldHint): FieldChange {
  const change: Record<string, unknown> = {};
  for (const prop of HINT_PROPS) change[prop] = hint[HINT_KEYS[prop]];
  return defined(change);
}

/** The hint of some properties (those a hint carries; flags and order are left out). */
export function propsHint(change: FieldChange): FieldHint {
  const hint: Record<string, unknown> = {};
  for (const prop of HINT_PROPS) if (change[prop] !== undefined) hint[HINT_KEYS[prop]] = change[prop];
  return hint as FieldHint;
}
