/**
 * GET form-validators/{hash}.js: a form's precompiled validator module (the `validator` hash
 * of get-form-fields-*). Loaded as an ES module from our own origin, which the CSP allows
 * ('self') without 'unsafe-eval'. A module is fetched once per page; a failed load may be retried.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { apiUrl } from './client';

/** A validator function as ajv's standalone code exports it. */
export type CompiledValidate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/** What the module exports. */
export interface FormValidatorModule {
  /** The root schema the validators were compiled from (RJSF needs exactly this one). */
  schema: RJSFSchema;
  /** One function per schema RJSF validates, keyed by RJSF's hash of it. */
  validators(runtime: (id: string) => unknown): Record<string, CompiledValidate>;
}

const modules = new Map<string, Promise<FormValidatorModule>>();

/** The module of a form schema's hash. */
export function getFormValidator(hash: string): Promise<FormValidatorModule> {
  let module = modules.get(hash);
  if (!module) {
    module = import(/* @vite-ignore */ apiUrl(`form-validators/${encodeURIComponent(hash)}.js`)) as Promise<FormValidatorModule>;
    module.catch(() => modules.delete(hash));
    modules.set(hash, module);
  }
  return module;
}
