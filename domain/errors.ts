/**
 * How the machines read an actor's failure. An API call may resolve or reject with the
 * envelope's FieldError[] (field-keyed messages to show where they belong); anything else
 * (a network failure, a thrown Error) becomes one general message.
 */
import { GENERAL_ERROR_MESSAGE } from '../schemas/generalError';
import type { FieldError } from '../schemas/api/types';

export type { FieldError };

/**
 * Our own text for a failure that carries no message (network down, malformed answer).
 * The spec names none, so the text is ours (schemas/messages.ts).
 */
export const GENERAL_ERROR = GENERAL_ERROR_MESSAGE;

/** True when `value` is a FieldError[] as the API's error envelope carries it. */
function isFieldErrorList(value: unknown): value is FieldError[] {
  return Array.isArray(value) && value.every((item) =>
    typeof item === 'object' && item !== null
    && typeof (item as FieldError).target_element === 'string'
    && typeof (item as FieldError).error_message === 'string');
}

/** A non-empty FieldError[] means "the call answered with field errors". */
export function hasFieldErrors(value: unknown): value is FieldError[] {
  return isFieldErrorList(value) && value.length > 0;
}

/** The message to show for a failure: the first field error's text, an Error's message, else `fallback`. */
export function failureMessage(failure: unknown, fallback: string = GENERAL_ERROR): string {
  if (hasFieldErrors(failure)) return failure[0].error_message;
  if (failure instanceof Error && failure.message) return failure.message;
  if (typeof failure === 'string' && failure) return failure;
  return fallback;
}

/** The field errors a result carries, or [] when it carries none. */
export function fieldErrorsIn(result: unknown): FieldError[] {
  return hasFieldErrors(result) ? result : [];
}
