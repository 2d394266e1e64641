import type { FormValues } from '../../adapters';

/** RJSF form data: the form values with empty scalars left out, so JSON Schema `required` catches them. */
export type RjsfData = Record<string, unknown>;

/**
 * Form values -> RJSF form data. An empty string means "no answer": leaving the key out is
 * what makes ajv's `required` report it (an empty string would satisfy `required`).
 */
export function toFormData(values: FormValues): RjsfData {
  const data: RjsfData = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== '' && value !== undefined && value !== null) data[key] = value;
  }
  return data;
}

/**
 * RJSF form data -> form values: every key of `prev` stays present ('' when emptied), so the
 * caller's values keep the form shape ('' for an empty scalar) whatever RJSF dropped.
 */
export function fromFormData(data: RjsfData | undefined, prev: FormValues): FormValues {
  const values: FormValues = {};
  for (const key of Object.keys(prev)) values[key] = Array.isArray(prev[key]) ? [] : '';
  for (const [key, value] of Object.entries(data ?? {})) {
    if (Array.isArray(value)) values[key] = value.map(String);
    else if (value !== undefined && value !== null) values[key] = String(value);
  }
  return values;
}

function sameValue(a: string | string[] | undefined, b: string | string[] | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return (a ?? '') === (b ?? '');
}

/** The first field whose value differs between two value sets, or undefined when none does. */
export function changedFieldOf(prev: FormValues, next: FormValues): string | undefined {
  for (const key of new Set([...Object.keys(next), ...Object.keys(prev)])) {
    if (!sameValue(prev[key], next[key])) return key;
  }
  return undefined;
}
