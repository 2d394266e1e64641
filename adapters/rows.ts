/**
 * Values of nested fields in form shape: a group's object, a list's rows. A list's rows are
 * normalised here, once, for every reader: a fixed list (ListSpec.fixed) holds exactly its rows,
 * each with its own fields; a list with `minItems` always holds at least that many rows (empty
 * ones added), so the client's form, its validator and the server see the same rows.
 */
import type { FormField, FormValue, FormValues } from './types';

/** The values of one object as a group or list row holds them ({} for anything else). */
export function asObject(value: FormValue | undefined): FormValues {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** The rows of a list value ([] for anything else). */
export function asRows(value: FormValue | undefined): FormValues[] {
  return Array.isArray(value) ? value.filter((row): row is FormValues => typeof row === 'object' && row !== null) : [];
}

/** The fields of row `index` of a list: a fixed list's own row ([] past its end), else the rows' shared fields. */
export function rowFields(field: FormField, index: number): FormField[] {
  return field.rows ? (field.rows[index] ?? []) : field.fields;
}

/** A row of these fields with nothing filled in. */
export function emptyRow(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, emptyValueOf(f)]));
}

/** The form-shape empty value of a field: '' for scalars, [] for checkbox groups, a group of empties, a list's empty rows. */
export function emptyValueOf(field: FormField): FormValue {
  if (field.kind === 'group') return emptyRow(field.fields);
  if (field.kind === 'list') return rowsOf(field, []);
  return field.kind === 'scalar' ? '' : [];
}

/**
 * The rows a growable list always holds: its catalog's `minItems`, and at least one when the
 * server requires the list and the user can fill it. They show even when empty, their fields
 * are checked as any required field is, and they cannot be removed; rows past them that hold
 * nothing are no rows (neither checked nor sent).
 */
export function minRows(field: FormField): number {
  return Math.max(field.spec.items?.minItems ?? 0, field.required && !field.readOnly ? 1 : 0);
}

/**
 * A list's rows as the form holds them: a fixed list exactly one per defined row (missing rows
 * empty, extra rows dropped), any other list at least its minRows (empty rows added at the end).
 */
export function rowsOf(field: FormField, value: FormValue | undefined): FormValues[] {
  const rows = asRows(value);
  if (field.rows) return field.rows.map((fields, i) => rows[i] ?? emptyRow(fields));
  const min = minRows(field);
  return rows.length >= min ? rows : [...rows, ...Array.from({ length: min - rows.length }, () => emptyRow(field.fields))];
}

/** True for '', [], groups and rows of such, and lists of empty rows. */
export function isEmptyValue(value: FormValue | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return (value as FormValue[]).every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}
