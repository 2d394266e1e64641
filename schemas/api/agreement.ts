/**
 * Schemas and routes of the Agreement & Signature tab (enrollment.md section 7): get-agreement-texts,
 * get-form-fields-agreement-info and save-agreement-info, and the tab's Save & Continue Later draft.
 * Our extensions: each text's `id` and the texts' `hash` (what the save says it showed),
 * `accepted_agreements` and `agreement_hash` in the save, and `typed_signature`, the typed-name
 * alternative to the drawn signature; the fields a form definition adds to the tab (`added` in
 * the fields' answer, `values` in the save) and its message overrides (`messages`).
 */
import {
  AGREEMENT_LIMITS, ANSWER_PATTERN, SHA256_PATTERN, SIGNATURE_DATA_URL_PATTERN, TYPED_NAME_PATTERN, VERIFICATION_CODE_PATTERN,
} from '../agreement';
import { EPROCESSES } from '../enrollee';
import { MESSAGES } from '../messages';
import { answer, answerWith, contentLangProperty, enrollmentIdSchema, enrollmentQuery, responses } from './common';
import { fieldDefinitionSchema, formMessagesSchema } from './forms';
import { tabValuesSchema } from './tabDocuments';
import { route } from './route';

/**
 * One agreement: its id (ours), heading, text and checkbox label; content_lang (ours, issue 18): the
 * language they are in (the enrollment's when the store has them; not part of the hash).
 */
export const agreementTextSchema = answerWith({
  id: { type: 'integer' }, text_head: { type: 'string' }, text_body: { type: 'string' }, text_required: { type: 'string' },
}, contentLangProperty);

/** data.result: the agreements in display order; data.hash: sha256 of them as served (ours). */
export const agreementTextsData = answer({
  result: { type: 'array', items: agreementTextSchema },
  hash: { type: 'string', pattern: SHA256_PATTERN },
});

/**
 * data.result: the agreement form's field definitions (field_name, value, required, read_only).
 * Ours, present only when the enrollment's definition has them: `added`, the fields its layers
 * added to the tab with their saved values and the hash of their form's validator (as
 * get-form-fields-*), and `messages`, its scopes' overrides of catalog messages.
 */
export const agreementFieldsData = answerWith({ result: { type: 'array', items: fieldDefinitionSchema } }, {
  added: answer({ result: { type: 'array', items: fieldDefinitionSchema }, validator: { type: 'string', pattern: '^[0-9a-f]{64}$' } }),
  messages: formMessagesSchema,
});

const text = (maxLength: number) => ({ type: 'string', maxLength, 'x-message': MESSAGES.text } as const);

/** What a draft and a save both carry: which agreements are checked, of which texts, and the typed answers. */
const commonProperties = {
  accepted_agreements: {
    type: 'array', maxItems: AGREEMENT_LIMITS.agreements, uniqueItems: true,
    items: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-message': MESSAGES.choice }, 'x-message': MESSAGES.choice,
  },
  agreement_hash: { type: 'string', pattern: SHA256_PATTERN, 'x-message': MESSAGES.agreementChanged },
  answer: { type: 'string', maxLength: AGREEMENT_LIMITS.answer, pattern: ANSWER_PATTERN, 'x-message': MESSAGES.text },
  verification_code: { type: 'string', pattern: VERIFICATION_CODE_PATTERN, 'x-message': MESSAGES.text },
} as const;

/**
 * POST save-agreement-info. Read-only fields (names, codes, date, question) are the server's
 * whatever the body says; `signature` is a PNG data URL, `typed_signature` the typed name.
 */
export const saveAgreementBody = {
  type: 'object',
  required: ['enrollment_id'],
  additionalProperties: false,
  properties: {
    enrollment_id: enrollmentIdSchema,
    eprocess: { type: 'string', enum: EPROCESSES, 'x-message': MESSAGES.choice },
    ...commonProperties,
    question_id: text(20),
    question: text(500),
    date: text(10),
    agent_name: text(200),
    agent_code: text(50),
    group_name: text(200),
    group_code: text(50),
    user_name: text(200),
    signature: { type: 'string', maxLength: AGREEMENT_LIMITS.signatureChars, pattern: SIGNATURE_DATA_URL_PATTERN, 'x-message': MESSAGES.signatureInvalid },
    typed_signature: { type: 'string', maxLength: AGREEMENT_LIMITS.typedName, pattern: TYPED_NAME_PATTERN, 'x-message': MESSAGES.typedNameInvalid },
    /** The values of the fields a form definition added to the tab (ours), checked with their form. */
    values: tabValuesSchema,
  },
} as const;

/** data.saved_tab of a save. */
export const saveAgreementData = answer({ saved_tab: { type: 'string', enum: ['aggrement_info'] } });

/**
 * save-enrollment's `data` for tab aggrement_info (Save & Continue Later): formats only (the
 * server checks it with this schema, and `values`, the added fields', with their form), and never
 * a signature: a signature is evidence only when the agreement is saved with Next.
 */
export const agreementDraftSchema = { type: 'object', properties: { ...commonProperties, values: tabValuesSchema } } as const;

export const AGREEMENT_ROUTES = {
  texts: route({
    method: 'GET', url: '/get-agreement-texts', schema: { tags: ['agreement'], querystring: enrollmentQuery, response: responses(agreementTextsData) },
  }),
  fields: route({
    method: 'GET', url: '/get-form-fields-agreement-info',
    schema: { tags: ['agreement'], querystring: enrollmentQuery, response: responses(agreementFieldsData) },
  }),
  save: route({
    method: 'POST', url: '/save-agreement-info', schema: { tags: ['agreement'], body: saveAgreementBody, response: responses(saveAgreementData) },
  }),
} as const;
