/**
 * The Home quote form's calls (storefront.md sections 3, 5 and 7 "Filters, members and plans";
 * issue 8 points 1 and 3): validate-zip-code, add-filter-for-new-user (an anonymous visitor's
 * temporary enrollment, bound to the session) and change-filter-info (updates a bound filter).
 * zip, dob and gender arrive as strings and are judged in the handler by the quote form's own
 * schema (adapters/quoteForm.ts), the one the browser's engine checks, so both say the same.
 * get-form-fields-quote serves that form's definitions and validator (issue 16 item 1).
 * Update calls drop empty or null fields (section 5): '' and null mean "not sent".
 */
import type { FromSchema } from 'json-schema-to-ts';
import { EPROCESSES } from '../enrollee';
import { MESSAGES } from '../messages';
import { answer, enrollmentIdSchema, responses } from './common';
import { formFieldsData } from './forms';
import { TIER_CODES } from '../plans';
import { route } from './route';

const TAGS = ['quote'] as const;
const id = { type: ['integer', 'null'], minimum: 1, maximum: 999999999, 'x-message': MESSAGES.storefrontIdInvalid } as const;
const text = <const N extends number, const M extends string>(maxLength: N, message: M) =>
  ({ type: ['string', 'null'], maxLength, 'x-message': message } as const);
const zip = { type: 'string', maxLength: 10, 'x-message': MESSAGES.quoteZipInvalid } as const;
const dob = { type: 'string', maxLength: 10, 'x-message': MESSAGES.date } as const;
const gender = { type: 'string', maxLength: 1, 'x-message': MESSAGES.choice } as const;
const tier = { type: ['string', 'null'], enum: [...TIER_CODES, '', null], 'x-message': MESSAGES.chooseTier } as const;
const eprocess = { type: ['string', 'null'], enum: [...EPROCESSES, '', null], 'x-message': MESSAGES.choice } as const;
const openType = { type: ['string', 'null'], enum: ['agent', 'group', 'user', '', null], 'x-message': MESSAGES.choice } as const;
/** An anonymous quote is a new member's, or a new group member's when it comes through a group. */
export const NEW_ENROLL_TYPES = ['new-member', 'new-group-member'] as const;

export const zipCodeQuery = {
  type: 'object', required: ['zip_code'],
  properties: { zip_code: { type: 'string', maxLength: 10, 'x-message': MESSAGES.quoteZipInvalid } },
} as const;

/** validate-zip-code: the zip and its state (an unknown or malformed zip answers 422 at zip_code). */
export const zipCodeData = answer({ zip_code: { type: 'string' }, state: { type: 'string' } });

export const newUserFilterBody = {
  type: 'object', required: ['zip', 'dob', 'gender'], additionalProperties: false,
  properties: {
    zip, dob, gender, tier, eprocess, agent_id: id, group_id: id, platform_group_id: id,
    type: { type: ['string', 'null'], enum: [...NEW_ENROLL_TYPES, '', null], 'x-message': MESSAGES.choice },
    open_type: openType, category: text(60, MESSAGES.required), referral: text(100, MESSAGES.storefrontIdInvalid),
  },
} as const;

/** The temporary enrollment created (tempId in the browser), its portal and the state its zip is in. */
export const newUserFilterData = answer({ temp_enrollment_id: { type: 'string' }, portal_id: { type: 'integer' }, state: { type: 'string' } });

export const changeFilterParams = { type: 'object', required: ['tempId'], properties: { tempId: enrollmentIdSchema } } as const;

export const changeFilterBody = {
  type: 'object', additionalProperties: false,
  properties: {
    zip: text(10, MESSAGES.quoteZipInvalid), dob: text(10, MESSAGES.date), gender: text(1, MESSAGES.choice), tier, eprocess,
    // The Tobacco Usage form's schema judges the answer (1 or 0).
    is_smoker: { type: ['integer', 'string', 'null'], maxLength: 2, 'x-message': MESSAGES.choice },
    agent_id: id, group_id: id, platform_group_id: id, user_id: id, plan_id: id, open_type: openType,
    // annual_incode: the spec's spelling of annual income.
    // Income and hours: any number or text; the Annual Income and Working Hours form's schema judges them (adapters/pricingForms.ts).
    annual_incode: { type: ['number', 'string', 'null'], maxLength: 20, 'x-message': MESSAGES.planDetailIncomeInvalid },
    working_hours: { type: ['number', 'string', 'null'], maxLength: 20, 'x-message': MESSAGES.planDetailHoursInvalid },
    category: text(60, MESSAGES.required),
  },
} as const;

/** change-filter-info: the filter as saved now; plan_id echoes the one sent (the tobacco reply reloads that plan's pricing). */
export const changeFilterData = {
  type: 'object', required: ['temp_enrollment_id', 'filter_info'], additionalProperties: false,
  properties: {
    temp_enrollment_id: { type: 'string' },
    filter_info: { type: 'object', additionalProperties: true },
    plan_id: { type: 'integer' },
  },
} as const;

const flag = { type: 'string', enum: ['0', '1'], 'x-message': MESSAGES.choice } as const;

/** get-form-fields-quote: which variant of the quote form (premier: Category shows; referred: Referred By shows). */
export const quoteFormQuery = { type: 'object', additionalProperties: false, properties: { premier: flag, referred: flag } } as const;

export const QUOTE_ROUTES = {
  quoteFormFields: route({
    method: 'GET', url: '/get-form-fields-quote', schema: { tags: TAGS, querystring: quoteFormQuery, response: responses(formFieldsData) },
  }),
  validateZip: route({ method: 'GET', url: '/validate-zip-code', schema: { tags: TAGS, querystring: zipCodeQuery, response: responses(zipCodeData) } }),
  newUserFilter: route({
    method: 'POST', url: '/add-filter-for-new-user', schema: { tags: TAGS, body: newUserFilterBody, response: responses(newUserFilterData) },
  }),
  changeFilter: route({
    method: 'PUT', url: '/change-filter-info/:tempId',
    schema: { tags: TAGS, params: changeFilterParams, body: changeFilterBody, response: responses(changeFilterData) },
  }),
} as const;

export type NewUserFilterBody = FromSchema<typeof newUserFilterBody>;
export type NewUserFilterData = FromSchema<typeof newUserFilterData>;
export type ChangeFilterBody = FromSchema<typeof changeFilterBody>;
export type ChangeFilterData = FromSchema<typeof changeFilterData>;
export type ZipCodeData = FromSchema<typeof zipCodeData>;
