/**
 * A step's typed values kept in this browser when the session ends (WCAG 2.2.1: nothing typed
 * is lost), and given back when the user has resumed the same enrollment and opens the same
 * step. Kept in sessionStorage: only this browser tab holds them, they go when it closes, and
 * the step forgets them once it shows them again. The storage policy (storagePolicy.ts) decides
 * what of them is kept: never an SSN, an account or card number or a health answer, which the
 * user types again (resuming reloads the page, so memory could not carry them either).
 */
import type { FormValues } from '../../adapters';
import { MESSAGES } from '../shared/text/messages';
import { parseStored, removeStored, writeStored } from './storage';
import { draftKey, withholdsValues } from './storagePolicy';

/** Keeps what the storage policy allows of a step's values (a failure to store is silent: the server holds everything saved). */
export function keepDraft(enrollmentId: string, step: string, values: FormValues): void {
  writeStored('session', draftKey(enrollmentId, step), values);
}

/** Forgets a step's kept values (the step shows them again, or they were saved). */
export function forgetDraft(enrollmentId: string, step: string): void {
  removeStored('session', draftKey(enrollmentId, step));
}

/** The kept values of a step, or null when none are kept (they stay until forgotten). */
export function readDraft(enrollmentId: string, step: string): FormValues | null {
  const parsed = parseStored('session', draftKey(enrollmentId, step));
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormValues) : null;
}

/** The note of a step that restored a draft: what it brought back, and what to type again when the step has such values. */
export function draftNotice(step: string): string {
  return withholdsValues(step) ? `${MESSAGES.draftRestored} ${MESSAGES.draftWithheld}` : MESSAGES.draftRestored;
}
