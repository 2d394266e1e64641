import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FieldError } from '../schemas/api/types';
import { compileSchema } from './compile';
import { pickFieldErrors, type SchemaFailure } from './fieldErrors';
import { formSchema } from './jsonSchema';
import { toSchemaData } from './schemaData';
import type { FormValues, TabForm } from './types';

/** An ajv error as a failure at a dotted path ('a.2.b'; a missing property's own path). */
export function failureOf(error: ErrorObject): SchemaFailure {
  const path = error.instancePath.split('/').filter(Boolean);
  const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  if (missing) path.push(missing);
  const pattern = error.keyword === 'pattern' ? (error.params as { pattern?: string }).pattern : undefined;
  const format = error.keyword === 'format' ? (error.params as { format?: string }).format : undefined;
  return { path: path.join('.'), keyword: error.keyword, ...(pattern !== undefined && { pattern }), ...(format !== undefined && { format }) };
}

/**
 * The compiled validators of a form object, full and partial. A form the server keeps (its
 * TabForm per resolved definition) is validated against without building its schema and its
 * cache key again on every save; a form object is not changed once built.
 */
const VALIDATORS = new WeakMap<TabForm, { full?: ValidateFunction; partial?: ValidateFunction }>();

function validatorOf(form: TabForm, partial: boolean): ValidateFunction {
  let kept = VALIDATORS.get(form);
  if (!kept) VALIDATORS.set(form, (kept = {}));
  const which = partial ? 'partial' : 'full';
  return (kept[which] ??= compileSchema(formSchema(form, { partial, acceptMasked: false })));
}

/**
 * Validates form values with real ajv against the form's own schema (formSchema: the schema the
 * client's precompiled validator was built from, less its acceptance of masked values: this is
 * the server's check, run once a kept value replaced its mask) and returns one FieldError per
 * failing field, in display order, with the catalog's messages. `partial` skips required checks
 * (Save & Continue Later drafts).
 */
export function validateValues(form: TabForm, values: FormValues, opts: { partial?: boolean } = {}): FieldError[] {
  const validate = validatorOf(form, Boolean(opts.partial));
  if (validate(toSchemaData(form, values))) return [];
  return pickFieldErrors(form, (validate.errors ?? []).map(failureOf));
}

/**
 * The field errors of a request body against a form (a storefront form's route checks what the
 * browser's engine checked): the form's fields taken from the body as text (a number as its
 * digits, anything else as not given), then validateValues.
 */
export function bodyErrors(form: TabForm, body: Readonly<Record<string, unknown>>, opts: { partial?: boolean } = {}): FieldError[] {
  const values: FormValues = {};
  for (const { name } of form.fields) {
    const value = body[name];
    if (typeof value === 'string') values[name] = value;
    else if (typeof value === 'number') values[name] = String(value);
  }
  return validateValues(form, values, opts);
}
