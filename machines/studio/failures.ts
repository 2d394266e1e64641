/** How the studio's machines read a failed admin call. */
import type { FieldError } from '../../schemas/api/types';
import { failureMessage, hasFieldErrors } from '../../domain/errors';

/** The field errors a failure carries (an ApiFieldErrors' `errors`, or the list itself). */
export function errorsOf(error: unknown): FieldError[] {
  const list = typeof error === 'object' && error !== null && 'errors' in error ? (error as { errors: unknown }).errors : error;
  return hasFieldErrors(list) ? list : [];
}

/** The message of a failed call: the server's first field message, else the failure's own or a general one. */
export const messageOf = (error: unknown): string => failureMessage(errorsOf(error).length > 0 ? errorsOf(error) : error);
