import type { Condition } from '../schemas/catalog';
import { conditionFields, conditionHolds } from './conditions';
import { asObject, emptyValueOf, isEmptyValue, rowFields, rowsOf } from './rows';
import type { FormField, FormValue, FormValues, TabForm } from './types';

// These lived here first; modules that import them from here keep working.
export { asObject, asRows, emptyValueOf, isEmptyValue } from './rows';

/** A condition that never holds: its field depends on one the form does not have. */
export const NEVER: Condition = { any: [] };

/**
 * When a field shows among its siblings: its own condition and, along the chain, the
 * conditions of the fields it reads (a field whose controller is hidden, or not on the form
 * at all, is hidden too). null: always shown.
 */
export function visibilityCondition(fields: readonly FormField[], field: FormField, depth = 0): Condition | null {
  const rule = field.spec.visibleWhen;
  if (!rule) return null;
  // A (mis)configured cycle of conditions must not recurse forever: such a field never shows.
  if (depth >= fields.length) return NEVER;
  const chain: Condition[] = [rule];
  for (const name of new Set(conditionFields(rule))) {
    const controller = fields.find((f) => f.name === name);
    if (!controller) return NEVER;
    const upstream = visibilityCondition(fields, controller, depth + 1);
    if (upstream === NEVER) return NEVER;
    if (upstream) chain.push(upstream);
  }
  return chain.length === 1 ? rule : { all: chain };
}

/** Whether the condition of visibilityCondition can ever hold. */
export function canShow(condition: Condition | null): boolean {
  return condition !== NEVER;
}

/** The fields among `fields` that show for these sibling values. */
export function visibleAmong(fields: readonly FormField[], values: FormValues): FormField[] {
  return fields.filter((field) => {
    const condition = visibilityCondition(fields, field);
    return condition === null || conditionHolds(condition, values);
  });
}

/** The top-level fields of a form that show for the current values. */
export function visibleFields(form: TabForm, values: FormValues): FormField[] {
  return visibleAmong(form.fields, values);
}

function sameText(a: FormValue | undefined, b: FormValue | undefined): boolean {
  return (typeof a === 'string' ? a : '') === (typeof b === 'string' ? b : '');
}

/** Hidden fields cleared in one object (and recursively in its visible groups and rows); `next` itself when nothing changes. */
function clearObject(fields: readonly FormField[], prev: FormValues, next: FormValues): FormValues {
  const visibleNow = new Set(visibleAmong(fields, next).map((f) => f.name));
  const visibleBefore = new Set(visibleAmong(fields, prev).map((f) => f.name));
  let result = next;
  const set = (name: string, value: FormValue) => {
    if (result === next) result = { ...next };
    result[name] = value;
  };
  for (const field of fields) {
    const current = next[field.name];
    if (!visibleNow.has(field.name)) {
      const rule = field.spec.visibleWhen;
      const controllerChanged = rule ? conditionFields(rule).some((name) => !sameText(prev[name], next[name])) : false;
      if ((visibleBefore.has(field.name) || controllerChanged) && !isEmptyValue(current)) set(field.name, emptyValueOf(field));
      continue;
    }
    if (field.kind === 'group') {
      const cleared = clearObject(field.fields, asObject(prev[field.name]), asObject(current));
      if (cleared !== current) set(field.name, cleared);
    } else if (field.kind === 'list') {
      const before = rowsOf(field, prev[field.name]);
      const rows = rowsOf(field, current);
      const cleared = rows.map((row, i) => clearObject(rowFields(field, i), before[i] ?? row, row));
      if (cleared.some((row, i) => row !== rows[i])) set(field.name, cleared);
    }
  }
  return result;
}

/**
 * After a change from `prev` to `next`: a field that is hidden now and was visible before, or
 * whose controller changed, is reset to empty (the spec clears the "other" box when the ethnic
 * group changes), so a stale hidden value is never saved later. Applies inside groups and list
 * rows too. Returns `next` itself when nothing is cleared (cheap equality for UI memoisation).
 */
export function clearHiddenValues(form: TabForm, prev: FormValues, next: FormValues): FormValues {
  return clearObject(form.fields, prev, next);
}

/**
 * Whether the field at a dotted path shows for these values: every field along the path shows
 * among its siblings (a detail of a question answered No does not). false for a path the form
 * does not have, so an error there goes to the screen's message area instead of a hidden field.
 */
export function isShownPath(form: TabForm, values: FormValues, path: string): boolean {
  let fields: readonly FormField[] = form.fields;
  let objectValues: FormValues = values;
  let current: FormField | undefined;
  let rows: FormValues[] = [];
  for (const step of path.split('.').filter(Boolean)) {
    if (/^\d+$/.test(step)) {
      if (current?.kind !== 'list') return current?.kind === 'choices';
      const index = Number(step);
      fields = rowFields(current, index);
      objectValues = rows[index] ?? {};
      continue;
    }
    current = visibleAmong(fields, objectValues).find((f) => f.name === step);
    if (!current) return false;
    const value = objectValues[step];
    rows = current.kind === 'list' ? rowsOf(current, value) : [];
    fields = current.fields;
    objectValues = asObject(value);
  }
  return current !== undefined;
}
