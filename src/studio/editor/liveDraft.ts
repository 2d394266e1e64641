/**
 * The editor's live resolution and as-typed check of the draft, edit by edit (issue 15 item 7).
 * Resolving and checking all 300 fields of a large form on each keystroke cost about a quarter
 * of an edit's time at 4x CPU slowdown. Typing into a text property (Label, Help, Placeholder)
 * that already holds a text changes nothing but that property: the field stays, its order, its
 * widget and every other field's problems stay. So such an edit replaces one field of the last
 * resolution and re-checks that one property; any other edit (a flag, a condition, options, an
 * add, a move, undo, a text emptied) resolves and checks the whole draft as before. Save, Check
 * and Publish still check the whole draft on the server.
 */
import { applyLayer, checkLayer, type TabContext } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import type { TabCatalog } from '../../../schemas/catalog';
import type { FormLayer, LayerName, ResolvedForm } from '../../../schemas/forms/definition';
import { structuralShare } from '../../engine/structuralShare';

/** The properties whose typing is re-checked on its own: texts no other field or property depends on. */
const TEXT_PROPS: ReadonlySet<string> = new Set(['label', 'help', 'placeholder']);

/** One text property of one field, typed from one non-empty text into another. */
export interface TextEdit { name: string; prop: 'label' | 'help' | 'placeholder'; before: string; after: string }

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The one key whose value differs between two records of the same keys (by identity), or null when none or more than one does. */
function onlyChanged(before: object, after: object): string | null {
  const [was, now] = [before as Record<string, unknown>, after as Record<string, unknown>];
  const keys = Object.keys(now);
  if (keys.length !== Object.keys(was).length) return null;
  let found: string | null = null;
  for (const key of keys) {
    if (Object.is(was[key], now[key])) continue;
    if (found !== null || !Object.hasOwn(was, key)) return null;
    found = key;
  }
  return found;
}

/**
 * The edit that makes `next` of `prev`, when it is typing into a text property the layer already
 * set (both texts non-empty: emptying a new field's Label removes the field); null for any other.
 */
export function textEdit(prev: FormLayer, next: FormLayer): TextEdit | null {
  // Only the fields differ (the tab's and the messages' parts are the same objects).
  if (onlyChanged(prev, next) !== 'fields') return null;
  const name = onlyChanged(prev.fields, next.fields);
  if (name === null) return null;
  const [before, after] = [prev.fields[name] as Record<string, unknown>, next.fields[name] as Record<string, unknown>];
  const prop = onlyChanged(before, after);
  if (prop === null || !TEXT_PROPS.has(prop) || !filled(before[prop]) || !filled(after[prop])) return null;
  return { name, prop: prop as TextEdit['prop'], before: before[prop] as string, after: after[prop] as string };
}

/** What the live draft is worked out from (anything but `content` changing means starting over). */
export interface LiveInput {
  catalog: TabCatalog;
  below: ResolvedForm;
  layer: LayerName;
  content: FormLayer;
  /** Whether edits are checked as typed (not for a viewer), and the tab's place when the form is a tab. */
  check: false | { tab?: TabContext };
}

/** The draft resolved on what is below, and its as-typed problems. */
export interface LiveDraft { input: LiveInput; resolved: ResolvedForm; typed: FieldError[] }

/** The last resolution with one field's text property replaced; null when that property did not come from this layer's text. */
function resolvedAfter(last: LiveDraft, edit: TextEdit): ResolvedForm | null {
  const at = last.resolved.fields.findIndex((field) => field.name === edit.name);
  const field = last.resolved.fields[at];
  if (!field || field.props[edit.prop] !== edit.before || field.from[edit.prop] !== last.input.layer) return null;
  const fields = [...last.resolved.fields];
  fields[at] = { ...field, props: { ...field.props, [edit.prop]: edit.after } };
  return { ...last.resolved, fields };
}

/** The last problems with those of the edited property re-checked (checkLayer on a layer of that property alone, over the same form below). */
function typedAfter(last: LiveDraft, input: LiveInput, edit: TextEdit): FieldError[] {
  const target = `fields.${edit.name}.${edit.prop}`;
  const isAt = (error: FieldError) => error.target_element === target || error.target_element.startsWith(`${target}.`);
  const fresh = checkLayer(input.catalog, input.below, { fields: { [edit.name]: { [edit.prop]: edit.after } } }).filter(isAt);
  const kept = last.typed.filter((error) => !isAt(error));
  return fresh.length === 0 && kept.length === last.typed.length ? last.typed : [...kept, ...fresh];
}

/** The whole draft resolved (sharing what is unchanged with the last resolution) and checked. */
function fullDraft(input: LiveInput, last: LiveDraft | null): LiveDraft {
  const fresh = applyLayer(input.catalog, input.below, { layer: input.layer, content: input.content });
  const typed = input.check ? checkLayer(input.catalog, input.below, input.content, input.check.tab) : [];
  return { input, resolved: last ? structuralShare(last.resolved, fresh) : fresh, typed };
}

/**
 * The live draft for `input`, stepping from `last` when only a text property was typed into
 * (textEdit), else worked out anew. Unchanged fields keep their objects either way, so the field
 * list and the preview skip them.
 */
export function nextLiveDraft(last: LiveDraft | null, input: LiveInput): LiveDraft {
  if (!last) return fullDraft(input, null);
  const { input: was } = last;
  if (was.content === input.content && was.catalog === input.catalog && was.below === input.below && was.layer === input.layer && was.check === input.check) return last;
  const sameBase = was.catalog === input.catalog && was.below === input.below && was.layer === input.layer && was.check === input.check;
  const edit = sameBase ? textEdit(was.content, input.content) : null;
  const resolved = edit && resolvedAfter(last, edit);
  if (!edit || !resolved) return fullDraft(input, last);
  return { input, resolved, typed: input.check ? typedAfter(last, input, edit) : [] };
}
