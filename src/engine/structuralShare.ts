import { useStepped, type Stepped } from './useStepped';

/** A plain object or array: what structural sharing walks into (functions, dates, class instances are leaves). */
function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

/**
 * `next`, reusing `prev`'s objects wherever they are deeply equal: an unchanged subtree keeps its
 * identity. RJSF compares each field's props deeply on every render (shouldComponentUpdate); an
 * identical reference ends that compare at once, so a form whose schema is rebuilt on each edit
 * (the studio's preview) re-renders only the fields that changed. Leaves compare with Object.is.
 */
export function structuralShare<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (!isPlain(prev) || !isPlain(next) || Array.isArray(prev) !== Array.isArray(next)) return next;
  const nextKeys = Object.keys(next);
  let same = nextKeys.length === Object.keys(prev).length;
  const out: Record<string, unknown> = Array.isArray(next) ? (new Array(next.length) as unknown as Record<string, unknown>) : {};
  for (const key of nextKeys) {
    const shared = Object.hasOwn(prev, key) ? structuralShare(prev[key], next[key]) : next[key];
    if (shared !== prev[key]) same = false;
    out[key] = shared;
  }
  return same ? prev : (out as T);
}

/** `value` with the previous render's objects reused where deeply equal (structuralShare). */
export function useStructuralShare<T>(value: T): T {
  return useStepped(value, (now, last: Stepped<T, T> | null) => (last ? structuralShare(last.value, now) : now));
}
