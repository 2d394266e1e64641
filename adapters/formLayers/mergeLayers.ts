/**
 * Three-way merge of a draft's content, property by property (issue 15 item 4): `base` is the
 * content the editor read, `theirs` what was saved since, `mine` what the editor now sends. A
 * property only one side changed takes that side's value; one both changed to the same value
 * keeps it; one both changed differently is a conflict, and then nothing is merged (the caller
 * refuses the save with the list), so no change is ever lost silently.
 */
import type { FieldChange, FormLayer, TabProps } from '../../schemas/forms/definition';
import { FIELD_PROPS, sameValue, TAB_PROPS } from './props';
import { flatTranslations, translationsOfFlat } from './translations';

/** One property both sides changed differently (`field` for a field's property). */
export interface MergeConflict { kind: 'field' | 'tab' | 'message' | 'translation'; field?: string; prop: string; base: unknown; theirs: unknown; mine: unknown }

/** The merge: the content to save, or the conflicts (then `merged` is null). */
export type MergeResult = { merged: FormLayer; conflicts: [] } | { merged: null; conflicts: MergeConflict[] };

const orNull = (value: unknown): unknown => (value === undefined ? null : value);

/** One property's merge: the value to keep, or a conflict (a symbol, as undefined means absent). */
const CONFLICT = Symbol('conflict');
function mergeValue(base: unknown, theirs: unknown, mine: unknown): unknown {
  if (sameValue(mine, base) || sameValue(mine, theirs)) return theirs;
  if (sameValue(theirs, base)) return mine;
  return CONFLICT;
}

/**
 * Merges one record of properties (a field's, the tab's, the messages) over `props`, the keys in
 * report order; answers the merged record (undefined when it holds nothing and neither side had it)
 * and pushes each conflict with `at` (its kind and field).
 */
function mergeRecord<R extends Record<string, unknown>>(
  props: readonly string[], b: R | undefined, t: R | undefined, m: R | undefined,
  at: Pick<MergeConflict, 'kind' | 'field'>, conflicts: MergeConflict[],
): R | undefined {
  const out: Record<string, unknown> = {};
  for (const prop of props) {
    const value = mergeValue(b?.[prop], t?.[prop], m?.[prop]);
    if (value === CONFLICT) conflicts.push({ ...at, prop, base: orNull(b?.[prop]), theirs: orNull(t?.[prop]), mine: orNull(m?.[prop]) });
    else if (value !== undefined) out[prop] = value;
  }
  // An empty record stays when a side kept it empty (a field named with no change yet); else it goes.
  const kept = Object.keys(out).length > 0 || (t !== undefined && m !== undefined);
  return kept ? (out as R) : undefined;
}

/** Keys of records in a stable order: theirs first (as saved), then what only mine or base had. */
const keysOf = (...records: (Record<string, unknown> | undefined)[]): string[] => [...new Set(records.flatMap((r) => Object.keys(r ?? {})))];

/** Merges `mine` and `theirs`, both edits of `base`; see the file comment. */
export function mergeLayers(base: FormLayer, theirs: FormLayer, mine: FormLayer): MergeResult {
  const conflicts: MergeConflict[] = [];
  const fields: Record<string, FieldChange> = {};
  for (const field of keysOf(theirs.fields, mine.fields, base.fields)) {
    const merged = mergeRecord<FieldChange>(FIELD_PROPS, base.fields[field], theirs.fields[field], mine.fields[field], { kind: 'field', field }, conflicts);
    if (merged) fields[field] = merged;
  }
  const tab = mergeRecord<Partial<TabProps>>(TAB_PROPS, base.tab, theirs.tab, mine.tab, { kind: 'tab' }, conflicts);
  const keys = keysOf(theirs.messages, mine.messages, base.messages).sort();
  const messages = mergeRecord<Record<string, string>>(keys, base.messages, theirs.messages, mine.messages, { kind: 'message' }, conflicts);
  // Translations text by text ('es.fields.x.label'), as messages are.
  const [b, t, m] = [base, theirs, mine].map((layer) => flatTranslations(layer.translations));
  const translated = mergeRecord<Record<string, string>>(keysOf(t, m, b).sort(), b, t, m, { kind: 'translation' }, conflicts);
  const translations = translationsOfFlat(translated ?? {});
  if (conflicts.length > 0) return { merged: null, conflicts };
  return { merged: { ...(tab ? { tab } : {}), fields, ...(messages ? { messages } : {}), ...(translations ? { translations } : {}) }, conflicts: [] };
}
