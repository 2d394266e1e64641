/**
 * The envelope of every answer and the one error type routes and services throw: an ApiError
 * carries the HTTP status and the FieldError[] the client shows at each target_element.
 */
import type { FieldError } from '../schemas/api/types';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[];

  constructor(statusCode: number, errors: FieldError[]) {
    super(errors.map((error) => `${error.target_element}: ${error.error_message}`).join('; '));
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/** One FieldError. */
export function fieldError(target_element: string, error_message: string): FieldError {
  return { target_element, error_message };
}

/** Throws 422 with these field errors (bad input, nothing changed). */
export function unprocessable(errors: FieldError[]): never {
  throw new ApiError(422, errors);
}

/** {status:'success', data} */
export function ok<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}

/** {status:'error', data: errors} */
export function errorBody(errors: FieldError[]): { status: 'error'; data: FieldError[] } {
  return { status: 'error', data: errors };
}

/** target_element of errors that belong to no field (shown at the top of a screen). */
export const GENERAL_TARGET = 'general';
