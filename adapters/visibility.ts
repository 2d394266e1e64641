import type { FormField, FormValues, TabForm } from './types';

/**
 * Whether a field shows for these values. A field whose controller is itself hidden (or not
 * on the form at all) is hidden too, so chains of conditions behave.
 */
function isVisible(form: TabForm, field: FormField, values: FormValues, depth = 0): boolean {
  const rule = field.spec.visibleWhen;
  if (!rule) return true;
  if (values[rule.field] !== rule.equals) return false;
  const controller = form.fields.find((f) => f.name === rule.field);
  // depth guard: a (mis)configured cycle of conditions must not recurse forever.
  return controller !== undefined && depth < form.fields.length && isVisible(form, controller, values, depth + 1);
}

/** The fields that show for the current values (prior coverage '1' -> carrier and dates, ethnic '12' -> other box). */
export function visibleFields(form: TabForm, values: FormValues): FormField[] {
  return form.fields.filter((field) => isVisible(form, field, values));
}

/** The form-shape empty value of a field: [] for checkbox groups, '' otherwise. */
function emptyValueOf(field: FormField): string | string[] {
  return field.spec.schema.type === 'array' ? [] : '';
}

/**
 * After a change from `prev` to `next`: a field that is hidden now and was visible before, or
 * whose controller changed, is reset to empty (the spec clears the "other" box when the ethnic
 * group changes), so a stale hidden value is never saved later. Returns `next` itself when
 * nothing is cleared (cheap equality for UI memoisation).
 */
export function clearHiddenValues(form: TabForm, prev: FormValues, next: FormValues): FormValues {
  const visibleNow = new Set(visibleFields(form, next).map((f) => f.name));
  const visibleBefore = new Set(visibleFields(form, prev).map((f) => f.name));
  let result = next;
  for (const field of form.fields) {
    const rule = field.spec.visibleWhen;
    if (!rule || visibleNow.has(field.name)) continue;
    if (!visibleBefore.has(field.name) && prev[rule.field] === next[rule.field]) continue;
    const empty = emptyValueOf(field);
    const current = next[field.name];
    if (current === undefined || (Array.isArray(current) ? current.length === 0 : current === '')) continue;
    if (result === next) result = { ...next };
    result[field.name] = empty;
  }
  return result;
}
