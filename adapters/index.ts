/** Public API of adapters/: server shapes <-> JSON Schema / uiSchema / form values / payloads / errors. */
export type { ErrorSchema, FormField, FormValues, JsonSchema, LookupOptions, Payload, TabForm, UiSchema } from './types';
export { buildTabForm, titleFromName } from './buildTabForm';
export { initialValues, payloadToValues, toPayload } from './payload';
export { clearHiddenValues, visibleFields } from './visibility';
export { jsonSchemaFor } from './jsonSchema';
export { uiSchemaFor } from './uiSchema';
export { validateValues } from './validate';
export { messageFor } from './messages';
export { fieldErrorsToErrorSchema } from './errors';
export { employerPrefill, isNothingSaved, withPrefill } from './prefill';
export { lookupChoices } from './lookups';
export { customFormats } from './formats';
export { digitsOnly, formatDateInput, formatStateInput } from './formatters';
export { createAjv } from './ajv';
