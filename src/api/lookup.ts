/**
 * The storefront's lookups answer HTTP 204 with no body when nothing matches (an unknown code,
 * landing, referral or domain: schemas/api/storefront.ts). `apiLookup` resolves that as null, so
 * a machine's actor tells "unknown" from a failure. Any other failure rejects the way machines
 * expect (src/enrollment/machineCall.ts): the field errors themselves, or one general message.
 */
import { GENERAL_ERROR } from '../../domain/errors';
import { ApiFieldErrors, apiGet, fieldErrorsOf, type Query } from './client';

/** GET `path` with `query`: the answer's data, or null for a 204. */
export async function apiLookup<T>(path: string, query: Query): Promise<T | null> {
  try {
    return await apiGet<T>(path, query);
  } catch (error) {
    if (error instanceof ApiFieldErrors && error.status === 204) return null;
    const errors = fieldErrorsOf(error);
    throw errors.length > 0 ? errors : new Error(GENERAL_ERROR);
  }
}
