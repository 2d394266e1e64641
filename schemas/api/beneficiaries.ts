/**
 * Schemas and routes of Beneficiary Information (enrollment.md section 7): the item form's
 * definitions (with the saved list, our extension), a member's beneficiaries on file, the
 * single-beneficiary check and the save; the draft rule of save-enrollment for this tab. An
 * item carries the item form's wire fields (strings, from the catalog) and an optional
 * beneficiary_id; the adapters check each field, domain/beneficiaryRules the list.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { FieldDefinition } from '../catalog/types';
import { MESSAGES } from '../messages';
import { answer, answerWith, emptyData, enrollmentIdSchema, enrollmentQuery, responses, type Schema } from './common';
import { type CatalogObjectSchema, formFieldsData, listLimitSchema, type SaveTabBodySchema, saveTabData, tabPayloadSchema } from './forms';
import { route } from './route';

/** The item form's name in the catalog and in form_fields. */
export const BENEFICIARY_FORM = 'beneficiary_info';
/** save-enrollment's tab (and the column) of Beneficiary Information. */
export const BENEFICIARY_COLUMN = 'benificiary_info';
/** Most items a request may carry; the list rule (at most 3) answers beyond 3 with its own message. */
const MAX_ITEMS = 20;

/** One beneficiary as a request carries it: the item form's fields and beneficiary_id. */
export const beneficiaryItemSchema: CatalogObjectSchema = (() => {
  const fields = tabPayloadSchema(BENEFICIARY_FORM);
  return {
    ...fields,
    properties: { ...(fields.properties as Record<string, Schema>), beneficiary_id: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-message': MESSAGES.choice } },
  };
})();

/** POST validate-single-beneficiary: enrollment_id and one beneficiary (an item on file keeps its beneficiary_id). */
export const validateBeneficiaryBody: SaveTabBodySchema = {
  ...beneficiaryItemSchema,
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdSchema, ...(beneficiaryItemSchema.properties as Record<string, Schema>) },
} as SaveTabBodySchema;

/** A list of beneficiaries in a request. */
const beneficiaryListSchema = { type: 'array', maxItems: MAX_ITEMS, items: beneficiaryItemSchema, 'x-message': MESSAGES.tooManyItems } as const;

/** A beneficiary as an answer carries it (what was saved: strings and beneficiary_id). */
const savedItemSchema = { type: 'object', additionalProperties: true } as const;

/** data: the item form's definitions and validator, and the saved list (each numbered, SSNs masked: server/services/disclosure.ts); the scope's message overrides (our extension). */
export const beneficiaryFieldsData = answerWith({
  result: formFieldsData.properties.result,
  validator: formFieldsData.properties.validator,
  beneficiaries: { type: 'array', items: savedItemSchema },
}, { messages: formFieldsData.properties.messages, message_translations: formFieldsData.properties.message_translations, max_items: listLimitSchema });

const text = { type: 'string' } as const;

/** A beneficiary on file from the member's earlier enrollment: its birth date is `dob` (copied to birthdate by the client). */
export const existingBeneficiarySchema = {
  type: 'object',
  required: ['beneficiary_id', 'first_name', 'last_name', 'dob', 'relationship', 'beneficiary_percentage'],
  additionalProperties: false,
  properties: {
    beneficiary_id: { type: 'integer' }, first_name: text, middle_name: text, last_name: text, dob: text, relationship: text, ssn: text,
    beneficiary_percentage: text,
  },
} as const;

/** data.result.beneficiaries: the member's beneficiaries on file ([] for an enrollment of no member). */
export const existingBeneficiariesData = answer({ result: answer({ beneficiaries: { type: 'array', items: existingBeneficiarySchema } }) });

/** POST save-beneficiary-info {enrollment_id, beneficiaries}. */
export const saveBeneficiariesBody = {
  type: 'object',
  required: ['enrollment_id', 'beneficiaries'],
  properties: { enrollment_id: enrollmentIdSchema, beneficiaries: beneficiaryListSchema },
} as const;

/** save-enrollment's data for this tab: {beneficiaries} with the same wire types as the save (checked at data.beneficiaries.N.field). */
export const beneficiaryDataRules: readonly Schema[] = [{
  if: { properties: { tab: { const: BENEFICIARY_COLUMN } }, required: ['tab'] },
  then: { properties: { data: { type: 'object', properties: { beneficiaries: beneficiaryListSchema } } } },
}];

export const BENEFICIARY_ROUTES = {
  fields: route({
    method: 'GET', url: '/get-form-fields-beneficiary-info',
    schema: { tags: ['beneficiaries'], querystring: enrollmentQuery, response: responses(beneficiaryFieldsData) },
  }),
  existing: route({
    method: 'GET', url: '/get-beneficiaries-existing-user-enrollment',
    schema: { tags: ['beneficiaries'], querystring: enrollmentQuery, response: responses(existingBeneficiariesData) },
  }),
  validateSingle: route({
    method: 'POST', url: '/validate-single-beneficiary',
    schema: { tags: ['beneficiaries'], body: validateBeneficiaryBody, response: responses(emptyData) },
  }),
  save: route({
    method: 'POST', url: '/save-beneficiary-info', schema: { tags: ['beneficiaries'], body: saveBeneficiariesBody, response: responses(saveTabData) },
  }),
} as const;

/** GET get-form-fields-beneficiary-info: definitions, validator hash and the saved beneficiaries. */
export type BeneficiaryFieldsData = Omit<FromSchema<typeof beneficiaryFieldsData>, 'result'> & { result: FieldDefinition[] };
/** GET get-beneficiaries-existing-user-enrollment */
export type ExistingBeneficiariesData = FromSchema<typeof existingBeneficiariesData>;
export type ExistingBeneficiary = ExistingBeneficiariesData['result']['beneficiaries'][number];
/** POST save-beneficiary-info */
export type SaveBeneficiariesBody = FromSchema<typeof saveBeneficiariesBody>;
/** POST validate-single-beneficiary: enrollment_id and one beneficiary's fields. */
export type ValidateBeneficiaryBody = { enrollment_id: string } & Record<string, unknown>;

