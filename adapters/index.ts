/** Public API of adapters/: server shapes <-> JSON Schema / uiSchema / form values / payloads / errors. */
export type { ErrorSchema, FieldKind, FormField, FormValue, FormValues, JsonSchema, LookupOptions, Payload, TabForm, UiSchema } from './types';
export { buildForm, buildTabForm, kindOf, titleFromName } from './buildTabForm';
export { conditionHolds, conditionSchema } from './conditions';
export { initialValues, payloadToValues, toPayload } from './payload';
export { asObject, asRows, clearHiddenValues, emptyValueOf, isEmptyValue, visibleAmong, visibleFields } from './visibility';
export { formSchema, type FormSchemaOptions } from './jsonSchema';
export { fromSchemaData, toSchemaData, type SchemaData } from './schemaData';
export { uiSchemaFor } from './uiSchema';
export { failureOf, validateValues } from './validate';
export { pickFieldErrors, isFieldPath, type SchemaFailure } from './fieldErrors';
export { fieldAt, messageFor } from './messages';
export { fieldErrorsToErrorSchema } from './errors';
export { employerPrefill, isNothingSaved, withKeptValues, withPrefill } from './prefill';
export { lookupChoices } from './lookups';
export { customFormats } from './formats';
export { digitsOnly, formatDateInput, formatStateInput } from './formatters';
export { createAjv } from './ajv';
