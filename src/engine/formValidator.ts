/**
 * A server-driven form's validator without eval: the module the server precompiled for the
 * form's schema, run through RJSF's precompiled validator. The schema RJSF renders is the
 * module's own, so it is exactly the one the validators were built from.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validatorRuntime } from '../../adapters/validatorRuntime';
import { getFormValidator } from '../api/getFormValidator';

/** A form's schema and the validator RJSF uses for it. */
export interface FormValidator {
  schema: RJSFSchema;
  validator: ValidatorType;
}

/** Loads and binds the validator module of a form schema's hash. */
export async function loadFormValidator(hash: string): Promise<FormValidator> {
  const module = await getFormValidator(hash);
  return { schema: module.schema, validator: createPrecompiledValidator(module.validators(validatorRuntime) as never, module.schema) };
}
