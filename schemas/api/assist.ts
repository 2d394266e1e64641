/**
 * The help widget's and location prompt's calls (storefront.md section 7, the second backend's
 * assist and lead calls, served here under /api/v1): GET assist/get (the next question and the
 * past answers of a device), POST assist/add (one answer), GET check-lead-information (whether the
 * server already holds the device's lead information, and its zip code) and GET
 * get-lead-information (stores the rounded position the location prompt got; answers the zip
 * code). device_id is the random UUID the browser keeps (session key deviceId).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES } from '../messages';
import { answer, answerWith, contentLangProperty, emptyData, responses, UUID_PATTERN } from './common';
import { route } from './route';

const TAGS = ['assist'] as const;

/** The longest answer text (a slide step's two values and the line between them included). */
export const ASSIST_ANSWER_MAX = 500;

const deviceId = { type: 'string', pattern: UUID_PATTERN, 'x-message': MESSAGES.helpDeviceInvalid } as const;
const webUrl = { type: 'string', minLength: 1, maxLength: 2000, 'x-message': MESSAGES.helpUrlInvalid } as const;
/** Query values arrive as strings (ajv does not coerce): ids are digit strings. */
const idQuery = { type: 'string', pattern: '^[1-9][0-9]{0,8}$', 'x-message': MESSAGES.storefrontIdInvalid } as const;
const idBody = { type: ['integer', 'null'], minimum: 1, maximum: 999999999, 'x-message': MESSAGES.storefrontIdInvalid } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** One input of a question: one for a plain step, two for a slide step. */
export const assistFieldSchema = answer({
  name: { type: 'string' }, label: { type: 'string' }, format: { type: 'string', enum: ['name', 'text', 'email', 'phone', 'zip'] },
});
const fields = { type: 'array', items: assistFieldSchema } as const;

/** A step of the script; content_lang (ours, issue 18): the language of its question and its inputs' labels. */
export const assistQuestionSchema = answerWith({ id: { type: 'integer' }, question: { type: 'string' }, fields }, contentLangProperty);

/** ?device_id&web_url&agent_id (the rep whose site the visitor is on; absent on the default site). */
export const assistQuery = {
  type: 'object', required: ['device_id', 'web_url'], properties: { device_id: deviceId, web_url: webUrl, agent_id: idQuery },
} as const;

/** data of assist/get: the question to answer now (null when the script has nothing more) and the answers so far. */
export const assistGetData = answer({
  question: { anyOf: [assistQuestionSchema, { type: 'null' }] },
  answer: {
    type: 'array',
    items: answerWith({ question_id: { type: 'integer' }, question: { type: 'string' }, answer: { type: 'string' }, fields }, contentLangProperty),
  },
});

/** assist/add: one answer (a slide step's two values a line each). */
export const assistAddBody = {
  type: 'object', required: ['question_id', 'answer', 'device_id', 'web_url'], additionalProperties: false,
  properties: {
    question_id: { type: 'integer', minimum: 1, maximum: 999999999, 'x-message': MESSAGES.helpUnknownQuestion },
    answer: { type: 'string', minLength: 1, maxLength: ASSIST_ANSWER_MAX, 'x-message': MESSAGES.helpAnswerInvalid },
    device_id: deviceId, agent_id: idBody, web_url: webUrl,
  },
} as const;

/** data of check-lead-information: status true when the server holds the device's lead information. */
export const checkLeadData = answer({ status: { type: 'boolean' }, zip_code: nullableString });

/** A rounded position 'latitude,longitude' (two decimals at most), the location prompt's store_information. */
export const STORE_INFORMATION_PATTERN = '^-?[0-9]{1,2}(\\.[0-9]{1,2})?,-?[0-9]{1,3}(\\.[0-9]{1,2})?$';

/** ?store_information&device_id&web_url and group_id or agent_id (the site's group or rep, either may be absent). */
export const leadInfoQuery = {
  type: 'object', required: ['store_information', 'device_id', 'web_url'],
  properties: {
    store_information: { type: 'string', pattern: STORE_INFORMATION_PATTERN, 'x-message': MESSAGES.locationInvalid },
    device_id: deviceId, web_url: webUrl, agent_id: idQuery, group_id: idQuery,
  },
} as const;

/** data of get-lead-information: the zip code known for the device (the one given in the chat), or null. */
export const leadInfoData = answer({ result: answer({ zip_code: nullableString }) });

export const ASSIST_ROUTES = {
  assistGet: route({ method: 'GET', url: '/assist/get', schema: { tags: TAGS, querystring: assistQuery, response: responses(assistGetData) } }),
  assistAdd: route({ method: 'POST', url: '/assist/add', schema: { tags: TAGS, body: assistAddBody, response: responses(emptyData) } }),
  checkLead: route({
    method: 'GET', url: '/check-lead-information', schema: { tags: TAGS, querystring: assistQuery, response: responses(checkLeadData) },
  }),
  leadInfo: route({
    method: 'GET', url: '/get-lead-information', schema: { tags: TAGS, querystring: leadInfoQuery, response: responses(leadInfoData) },
  }),
} as const;

export type AssistGetData = FromSchema<typeof assistGetData>;
export type AssistAddBody = FromSchema<typeof assistAddBody>;
export type CheckLeadData = FromSchema<typeof checkLeadData>;
export type LeadInfoData = FromSchema<typeof leadInfoData>;
