import type { FormValue, FormValues } from '../../adapters';

function sameValue(a: FormValue | undefined, b: FormValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    return Object.keys({ ...a, ...b }).every((key) => sameValue(a[key], b[key]));
  }
  return (a ?? '') === (b ?? '');
}

const isObject = (value: FormValue | undefined): value is FormValues => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The dotted path of the first value that differs between two value sets ('ssn',
 * 'medications.1.dosage'; a list whose rows were added or removed is the list's own path), or
 * undefined when nothing differs.
 */
export function changedPathOf(prev: FormValues, next: FormValues, prefix = ''): string | undefined {
  for (const key of new Set([...Object.keys(next), ...Object.keys(prev)])) {
    const [a, b] = [prev[key], next[key]];
    if (sameValue(a, b)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(a) && isObject(b)) return changedPathOf(a, b, path) ?? path;
    const rowsA = Array.isArray(a) && a.every(isObject) ? a : undefined;
    const rowsB = Array.isArray(b) && b.every(isObject) ? b : undefined;
    if (rowsA && rowsB && rowsA.length === rowsB.length && rowsA.length > 0) {
      const index = rowsA.findIndex((row, i) => !sameValue(row, rowsB[i]));
      return changedPathOf(rowsA[index] as FormValues, rowsB[index] as FormValues, `${path}.${index}`) ?? path;
    }
    return path;
  }
  return undefined;
}

/** Whether an error at `target` belongs to the edited `path` (the field itself or something inside it). */
export function isWithin(target: string, path: string): boolean {
  return target === path || target.startsWith(`${path}.`);
}
