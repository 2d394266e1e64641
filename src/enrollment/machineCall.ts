/**
 * Adapts an API call to what the machines expect from an actor: success resolves the data;
 * field errors reject as the FieldError[] itself (so machines show them at their fields); any
 * other failure rejects with one general message that carries no request data.
 */
import { GENERAL_ERROR } from '../../domain/errors';
import { fieldErrorsOf } from '../api/client';

/** Awaits `call`, translating its failure for a machine actor. */
export async function machineCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const errors = fieldErrorsOf(error);
    throw errors.length > 0 ? errors : new Error(GENERAL_ERROR);
  }
}
