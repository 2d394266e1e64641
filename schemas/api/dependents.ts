/**
 * Schemas and routes of Dependent Information (enrollment.md section 7): the item form's
 * definitions with its disclaimer (plus, our extension, the saved list, the tier and whether the
 * cart holds the premier plan), the dependents' health questions, a member's dependents on file,
 * the single-dependent check, the save, the save to the temporary store after each change and
 * delete-dependent-in-IO; the draft rule of save-enrollment for this tab. A dependent travels as
 * {dependent_id?, primary_info, health_info?}: primary_info holds the item form's wire fields
 * (birthdate MM/DD/YYYY; the server stores year-month-day), health_info the health answers.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { FieldDefinition } from '../catalog/types';
import { MESSAGES } from '../messages';
import { answer, answerWith, contentLangProperty, emptyData, enrollmentIdSchema, enrollmentQuery, responses, type Schema } from './common';
import { formFieldsData, listLimitSchema, tabPayloadSchema } from './forms';
import { healthInfoSchema, healthQuestionsData } from './health';
import { route } from './route';

/** The item form's name in the catalog and in form_fields. */
export const DEPENDENT_FORM = 'dependent_info';
/** save-enrollment's tab and the column of Dependent Information. */
export const DEPENDENT_COLUMN = 'dependent_info';
/** Most items a request may carry; the list rule (at most 9) answers beyond 9 with its own message. */
const MAX_ITEMS = 20;

/** One dependent's primary_info as a request carries it (the item form's fields). */
export const dependentPrimarySchema = tabPayloadSchema(DEPENDENT_FORM);

/** One dependent as a request carries it. */
export const dependentItemSchema = {
  type: 'object',
  required: ['primary_info'],
  additionalProperties: false,
  properties: {
    dependent_id: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-message': MESSAGES.choice },
    primary_info: dependentPrimarySchema,
    health_info: healthInfoSchema,
  },
} as const satisfies Schema;

/** A list of dependents in a request. */
const dependentListSchema = { type: 'array', maxItems: MAX_ITEMS, items: dependentItemSchema, 'x-message': MESSAGES.tooManyItems } as const;

/** A dependent as an answer carries it (what was saved, birthdate MM/DD/YYYY, SSN masked: server/services/disclosure.ts). */
const savedItemSchema = { type: 'object', additionalProperties: true } as const;

/**
 * data: the item form's definitions, validator and disclaimer; the saved list, the tier and the
 * premier flag (our extension); content_lang: the disclaimer's language (issue 18).
 */
export const dependentFieldsData = answerWith({
  result: formFieldsData.properties.result,
  validator: formFieldsData.properties.validator,
  disclaimer: { type: 'string' },
  dependents: { type: 'array', items: savedItemSchema },
  tier: { type: 'string' },
  premier: { type: 'boolean' },
}, { messages: formFieldsData.properties.messages, message_translations: formFieldsData.properties.message_translations, max_items: listLimitSchema, ...contentLangProperty });

/** data.result.dependents: the member's dependents on file, filtered by the enrollment's tier ([] for no member). */
export const existingDependentsData = answer({ result: answer({ dependents: { type: 'array', items: savedItemSchema } }) });

/** POST validate-single-dependent {enrollment_id, primary_info, health_info?}. */
export const validateDependentBody = {
  type: 'object',
  required: ['enrollment_id', 'primary_info'],
  additionalProperties: false,
  properties: {
    enrollment_id: enrollmentIdSchema, dependent_id: dependentItemSchema.properties.dependent_id,
    primary_info: dependentPrimarySchema, health_info: healthInfoSchema,
  },
} as const satisfies Schema;

/** POST save-dependent-info and save-dependent-info-to-temp {enrollment_id, dependents}. */
export const saveDependentsBody = {
  type: 'object',
  required: ['enrollment_id', 'dependents'],
  additionalProperties: false,
  properties: { enrollment_id: enrollmentIdSchema, dependents: dependentListSchema },
} as const;

/** data.saved_tab */
export const saveDependentsData = answer({ saved_tab: { type: 'string', enum: [DEPENDENT_COLUMN] } });

/** save-enrollment's data for this tab: {dependents} with the same wire types as the save (checked at data.dependents.N.field). */
export const dependentDataRules: readonly Schema[] = [{
  if: { properties: { tab: { const: DEPENDENT_COLUMN } }, required: ['tab'] },
  then: { properties: { data: { type: 'object', properties: { dependents: dependentListSchema } } } },
}];

const read = <const D extends Parameters<typeof responses>[0]>(url: string, data: D) =>
  route({ method: 'GET', url, schema: { tags: ['dependents'], querystring: enrollmentQuery, response: responses(data) } });

export const DEPENDENT_ROUTES = {
  fields: read('/get-form-fields-dependent-primary-info', dependentFieldsData),
  healthQuestions: read('/get-health-questions-dependent-info', healthQuestionsData),
  existing: read('/get-dependents-existing-user-enrollment', existingDependentsData),
  validateSingle: route({
    method: 'POST', url: '/validate-single-dependent', schema: { tags: ['dependents'], body: validateDependentBody, response: responses(emptyData) },
  }),
  save: route({ method: 'POST', url: '/save-dependent-info', schema: { tags: ['dependents'], body: saveDependentsBody, response: responses(saveDependentsData) } }),
  saveTemp: route({
    method: 'POST', url: '/save-dependent-info-to-temp', schema: { tags: ['dependents'], body: saveDependentsBody, response: responses(saveDependentsData) },
  }),
  deleteInIO: route({
    method: 'POST', url: '/delete-dependent-in-IO', schema: { tags: ['dependents'], body: enrollmentQuery, response: responses(emptyData) },
  }),
} as const;

/** GET get-form-fields-dependent-primary-info */
export type DependentFieldsData = Omit<FromSchema<typeof dependentFieldsData>, 'result'> & { result: FieldDefinition[] };
/** GET get-dependents-existing-user-enrollment */
export type ExistingDependentsData = FromSchema<typeof existingDependentsData>;
/** A dependent in wire shape. */
export interface DependentItem { dependent_id?: number; primary_info: Record<string, unknown>; health_info?: Record<string, unknown> }
/** POST save-dependent-info / save-dependent-info-to-temp */
export interface SaveDependentsBody { enrollment_id: string; dependents: DependentItem[] }
/** POST validate-single-dependent */
export type ValidateDependentBody = { enrollment_id: string } & DependentItem;
