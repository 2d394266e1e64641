import type { Condition } from '../schemas/catalog';
import { conditionFields, conditionHolds } from './conditions';
import type { FormField, FormValue, FormValues, TabForm } from './types';

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

/** The values of one object as a group or list row holds them ({} for anything else). */
export function asObject(value: FormValue | undefined): FormValues {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** The rows of a list value ([] for anything else). */
export function asRows(value: FormValue | undefined): FormValues[] {
  return Array.isArray(value) ? value.filter((row): row is FormValues => typeof row === 'object' && row !== null) : [];
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

/** The form-shape empty value of a field: '' for scalars, [] for checkbox groups and lists, a group of empties. */
export function emptyValueOf(field: FormField): FormValue {
  if (field.kind === 'group') return Object.fromEntries(field.fields.map((f) => [f.name, emptyValueOf(f)]));
  return field.kind === 'scalar' ? '' : [];
}

/** True for '' , [] and groups of such. */
export function isEmptyValue(value: FormValue | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
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
      const before = asRows(prev[field.name]);
      const rows = asRows(current);
      const cleared = rows.map((row, i) => clearObject(field.fields, before[i] ?? row, row));
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
