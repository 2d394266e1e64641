/**
 * The one message the app's shell needs (domain/errors.ts: any failure without a message of its
 * own). It lives apart from schemas/messages.ts so the first download of every page does not
 * carry every message of the store; messages.ts re-exports it as MESSAGES.generalError.
 */
export const GENERAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';
