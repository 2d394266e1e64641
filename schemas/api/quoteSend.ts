/**
 * The personalised quote (storefront.md sections 5-7 "Cart and checkout"; issue 8 point 8): the
 * quote form's fields (name, e-mail, message), the rules save-enrollment applies when tab is
 * cart_info (the quote send), and GET get-quote-preview-content (the quote rendered as HTML).
 * The name and e-mail rules are data here so the browser's form and the server say the same.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES } from '../messages';
import { answer, emailSchema, enrollmentIdSchema, responses, type Schema } from './common';
import { route } from './route';

/** The saved_tab a quote send carries (its mail's direct link opens the cart). */
export const QUOTE_TAB = 'cart_info';

/** A name of letters, with the spaces, apostrophes, hyphens and periods names carry ('Mary-Jo O'Neil Jr.'). */
export const QUOTE_NAME_PATTERN = "^[A-Za-z][A-Za-z .'-]*$";
export const QUOTE_NAME_MAX_LENGTH = 60;
/** The rep's own words to the recipient. */
export const QUOTE_MESSAGE_MAX_LENGTH = 1000;

export const quoteNameSchema = {
  type: 'string', minLength: 1, maxLength: QUOTE_NAME_MAX_LENGTH, pattern: QUOTE_NAME_PATTERN, 'x-message': MESSAGES.quoteNameInvalid,
} as const;
export const quoteEmailSchema = emailSchema(MESSAGES.quoteEmailInvalid);
export const quoteMessageSchema = { type: 'string', maxLength: QUOTE_MESSAGE_MAX_LENGTH, 'x-message': MESSAGES.text } as const;

/**
 * save-enrollment's rules by tab (schemas/api/resume.ts spreads them): a quote send (tab
 * cart_info) needs a valid name and the quote form's e-mail message; every other tab keeps Save &
 * Continue Later's e-mail message. Typed loosely so the body's derived type stays the plain object.
 */
export const saveEnrollmentEmailRules: readonly Schema[] = [{
  if: { properties: { tab: { const: QUOTE_TAB } }, required: ['tab'] },
  then: {
    required: ['name'],
    properties: { name: { ...quoteNameSchema, 'x-required-message': MESSAGES.quoteNameInvalid }, email: quoteEmailSchema },
  },
  else: { properties: { email: emailSchema(MESSAGES.saveLaterInvalidEmail) } },
}];

/** ?enrollment_id&email&name&tab=cart_info&message&type=preview: what the quote would say, not sent. */
export const quotePreviewQuery = {
  type: 'object',
  required: ['enrollment_id', 'email', 'name', 'type'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    email: quoteEmailSchema,
    name: quoteNameSchema,
    tab: { type: 'string', enum: [QUOTE_TAB], 'x-message': MESSAGES.choice },
    message: quoteMessageSchema,
    type: { type: 'string', enum: ['preview'], 'x-message': MESSAGES.choice },
  },
} as const;

/** data.content: the quote's HTML body (without the personal link and code only the mail carries). */
export const quotePreviewData = answer({ content: { type: 'string' } });

export const QUOTE_SEND_ROUTES = {
  quotePreview: route({
    method: 'GET', url: '/get-quote-preview-content', schema: { tags: ['quote'], querystring: quotePreviewQuery, response: responses(quotePreviewData) },
  }),
} as const;


export type QuotePreviewQuery = FromSchema<typeof quotePreviewQuery>;
export type QuotePreviewData = FromSchema<typeof quotePreviewData>;
