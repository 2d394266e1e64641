/**
 * A step's typed values kept in this browser when the session ends (WCAG 2.2.1: nothing typed
 * is lost), and given back when the user has resumed the same enrollment and opens the same
 * step. Kept in sessionStorage: only this browser tab holds them, they go when it closes, and
 * the step forgets them once it shows them again.
 */
import type { FormValues } from '../../adapters';

const PREFIX = 'bs-draft';
const keyOf = (enrollmentId: string, step: string) => `${PREFIX}:${enrollmentId}:${step}`;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Access throws when storage is disabled.
  }
}

/** Keeps a step's values (a failure to store is silent: the server holds everything saved). */
export function keepDraft(enrollmentId: string, step: string, values: FormValues): void {
  try {
    store()?.setItem(keyOf(enrollmentId, step), JSON.stringify(values));
  } catch {
    // Quota or privacy errors.
  }
}

/** Forgets a step's kept values (the step shows them again, or they were saved). */
export function forgetDraft(enrollmentId: string, step: string): void {
  store()?.removeItem(keyOf(enrollmentId, step));
}

/** The kept values of a step, or null when none are kept (they stay until forgotten). */
export function readDraft(enrollmentId: string, step: string): FormValues | null {
  const raw = store()?.getItem(keyOf(enrollmentId, step));
  if (raw === null || raw === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormValues) : null;
  } catch {
    return null;
  }
}
