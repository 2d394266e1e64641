/**
 * The properties of a form definition's field as lists: their order (diffs and hints follow it),
 * which a group or list may change, and how each travels in a field definition's hint.
 */
import type { FieldHint } from '../../schemas/catalog';
import type { FieldProp, FieldProps, TabProps } from '../../schemas/forms/definition';

/** Every field property, in the order diffs and checks report them. */
export const FIELD_PROPS = [
  'label', 'help', 'placeholder', 'widget', 'choices', 'lookup', 'required', 'read_only', 'hidden', 'order', 'section',
  'pattern', 'patternMessage', 'minLength', 'maxLength', 'lengthMessage', 'minimum', 'maximum', 'rangeMessage', 'visibleWhen',
] as const satisfies readonly FieldProp[];

const FIELD_PROP_SET: ReadonlySet<string> = new Set(FIELD_PROPS);
/** Whether a name is a field property. */
export const isFieldProp = (name: string): name is FieldProp => FIELD_PROP_SET.has(name);

/** What a layer may change of a group or a list (its fields and rows come from the catalog). */
export const STRUCTURAL_PROPS: ReadonlySet<FieldProp> = new Set<FieldProp>(['label', 'help', 'required', 'read_only', 'hidden', 'order', 'section', 'visibleWhen']);

/** Every tab property, in report order. */
export const TAB_PROPS = ['title', 'slug', 'order', 'required', 'maxItems', 'retired'] as const satisfies readonly (keyof TabProps)[];

/** The hint key of each property a field definition's hint carries (flags and order travel on their own). */
export const HINT_KEYS = {
  label: 'title', help: 'help', placeholder: 'placeholder', widget: 'widget', choices: 'choices', lookup: 'lookup',
  section: 'section', pattern: 'pattern', patternMessage: 'message', minLength: 'minLength', maxLength: 'maxLength',
  lengthMessage: 'lengthMessage', minimum: 'minimum', maximum: 'maximum', rangeMessage: 'rangeMessage', visibleWhen: 'visibleWhen',
} as const satisfies Partial<Record<FieldProp, keyof FieldHint>>;

export type HintProp = keyof typeof HINT_KEYS;
export const HINT_PROPS = Object.keys(HINT_KEYS) as HintProp[];

/** Structural equality of plain JSON values (a property's before and after). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export type { FieldProps };
