/**
 * A field's spec from the server's hint (FieldDefinition.schema): for a field the catalog does
 * not know, the whole spec; for a known one, the catalog spec with what a form definition changed
 * (label, help, placeholder, section, options, pattern, length, range and their messages, the
 * condition that shows it). The same spec builds the schema the browser and the server validate
 * with, so a changed rule holds on both sides.
 */
import type { FieldHint, FieldSpec, JsonSchema, MessageKeyword, WidgetName } from '../schemas/catalog';
import { MESSAGES } from '../schemas/messages';

/** Cap on free text of unknown fields, so an unhinted field cannot carry unbounded data. */
export const UNKNOWN_MAX_LENGTH = 1000;

/** "favourite_color" -> "Favourite Color": a readable title for a field the catalog does not know. */
export function titleFromName(name: string): string {
  // Every form served titles its unknown fields twice (hint and spec): names are few, keep their titles.
  let title = TITLES.get(name);
  if (title !== undefined) return title;
  title = makeTitle(name);
  if (TITLES.size >= MAX_TITLES) TITLES.clear();
  TITLES.set(name, title);
  return title;
}

/** Titles by field name (bounded: names come from staff data). */
const TITLES = new Map<string, string>();
const MAX_TITLES = 4096;

function makeTitle(name: string): string {
  return name
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Whether a widget's value is a list of strings (a checkbox group) rather than one string. */
const isMulti = (widget: WidgetName): boolean => widget === 'checkboxGroup';
/** Widgets that need their fields from the catalog: a hint cannot make one. */
export const isStructural = (widget: WidgetName | undefined): boolean => widget === 'group' || widget === 'list';

/**
 * The spec of a field the catalog does not know. Without a hint it is a plain text field:
 * product staff may add fields before a frontend release, and a field must never be dropped.
 */
export function specFromHint(name: string, hint: FieldHint = {}): FieldSpec {
  const choices = hint.choices?.length ? hint.choices : undefined;
  const hinted = isStructural(hint.widget) ? undefined : hint.widget;
  const widget = hinted ?? (choices || hint.lookup ? 'select' : 'text');
  const title = hint.title ?? titleFromName(name);
  // Object.assign, not a spread: V8 makes a spread copy slow to take a new property (the layers bench).
  const own: FieldHint = Object.assign({}, hint, { title, widget, choices });
  if (isMulti(widget)) return withHint({ title, widget, schema: { type: 'array', items: { type: 'string' }, uniqueItems: true } }, own);
  const base: FieldSpec = { title, widget, schema: { type: 'string', maxLength: UNKNOWN_MAX_LENGTH } };
  // An unknown field's one message also reads for its length and its options, as it always did.
  if (hint.message) base.messages = { maxLength: hint.message, enum: hint.message };
  return withHint(base, own);
}

/** The schema and messages of a scalar spec with the hint's rules (an empty pattern removes the spec's). */
function hintedRules(spec: FieldSpec, hint: FieldHint): Pick<FieldSpec, 'schema' | 'messages'> {
  // Object.assign, not a spread: V8 makes a spread copy slow to take a new property (the layers bench).
  const schema: JsonSchema = Object.assign({}, spec.schema);
  const messages: Partial<Record<MessageKeyword, string>> = Object.assign({}, spec.messages);
  if (hint.pattern !== undefined) {
    if (hint.pattern === '') delete schema.pattern;
    else schema.pattern = hint.pattern;
  }
  if (hint.message !== undefined) messages.pattern = hint.message;
  if (hint.minLength !== undefined) {
    schema.minLength = hint.minLength;
    messages.minLength ??= MESSAGES.tooShort;
  }
  if (hint.maxLength !== undefined) {
    schema.maxLength = hint.maxLength;
    messages.maxLength ??= MESSAGES.tooLong;
  }
  if (hint.lengthMessage !== undefined) Object.assign(messages, { minLength: hint.lengthMessage, maxLength: hint.lengthMessage });
  if (hint.minimum !== undefined) schema.minimum = hint.minimum;
  if (hint.maximum !== undefined) schema.maximum = hint.maximum;
  if (hint.rangeMessage !== undefined) messages.range = hint.rangeMessage;
  return { schema, ...(Object.keys(messages).length > 0 && { messages }) };
}

/**
 * A spec with a hint's changes. A group or list takes only its title, help, section and
 * condition (its fields come from the catalog); a widget change that would change the value's
 * shape (one string <-> a list of strings, or a group or list) is not taken.
 */
export function withHint(spec: FieldSpec, hint: FieldHint | undefined): FieldSpec {
  if (!hint) return spec;
  const next: FieldSpec = Object.assign({}, spec);
  if (hint.title !== undefined) next.title = hint.title;
  if (hint.help !== undefined) next.help = hint.help;
  if (hint.section !== undefined) next.section = hint.section;
  if (hint.visibleWhen !== undefined) next.visibleWhen = hint.visibleWhen;
  if (isStructural(spec.widget)) return next;
  if (hint.placeholder !== undefined) next.placeholder = hint.placeholder;
  if (hint.widget !== undefined && !isStructural(hint.widget) && isMulti(hint.widget) === isMulti(spec.widget)) next.widget = hint.widget;
  if (hint.choices !== undefined) {
    next.choices = hint.choices;
    delete next.lookup;
  } else if (hint.lookup !== undefined) {
    next.lookup = hint.lookup;
    delete next.choices;
  }
  // Most hints change no rule: the spec's schema and messages are kept as they are (never mutated).
  if (!RULE_KEYS.some((key) => hint[key] !== undefined)) return next;
  const rules = hintedRules(spec, hint);
  next.schema = rules.schema;
  if (rules.messages) next.messages = rules.messages;
  return next;
}

/** The hint keys that change a scalar field's schema or messages. */
const RULE_KEYS = ['pattern', 'message', 'minLength', 'maxLength', 'lengthMessage', 'minimum', 'maximum', 'rangeMessage'] as const satisfies readonly (keyof FieldHint)[];
