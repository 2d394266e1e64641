/**
 * Schemas and routes of Billing Information (enrollment.md section 7, "Billing"): payment types,
 * bill dates, the form's definitions, the accounts on file (masked), the routing-number lookup,
 * the two saves and the billing texts. Types are derived here with FromSchema.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { BILLING_PATTERNS, PAYMENT_METHOD_VALUES, PAYER_METHODS } from '../billing';
import { billingInfoCatalog } from '../catalog/billingInfo';
import { PATTERNS } from '../catalog/patterns';
import { MESSAGES } from '../messages';
import { answer, enrollmentIdSchema, enrollmentQuery, responses, resultList, type Schema } from './common';
import { formFieldsData, saveTabData, type CatalogObjectSchema } from './forms';
import { route } from './route';

const text = { type: 'string' } as const;
const MAX_TEXT = 100;

/** A payment type as the wire names it. */
export const paymentMethodSchema = { type: 'string', enum: PAYMENT_METHOD_VALUES, 'x-message': MESSAGES.choice } as const;

/** A number on file as a browser may see it: x's and the last four digits. */
const maskedNumber = { type: 'string', pattern: PATTERNS.maskedSecret } as const;

/** data.result: the payment type the enrollment starts with and every type it may use ({value, name}). */
export const paymentMethodData = answer({
  result: answer({
    payment_method: paymentMethodSchema,
    options: { type: 'array', items: answer({ value: paymentMethodSchema, name: text }) },
  }),
});

/** data.result: the bill dates, each with its 'Nth of month' reading and whether it is the default (28). */
export const billDateData = resultList(answer({ bill_date: { type: 'integer', minimum: 1, maximum: 31 }, name: text, default: { type: 'boolean' } }));

/** data.result: the member's bank accounts on file, the number masked (x prefix). */
export const existingBankData = resultList(answer({
  bank_id: { type: 'integer' }, account_name: text, bank_name: text, account_number: maskedNumber,
  account_type: text, account_holder_type: text, bank_routing: text,
}));

/**
 * data.result: the member's cards on file: masked number and brand (ours), never a security code
 * (none is kept: the spec's existing-card security_code is always absent).
 */
export const existingCardData = resultList(answer({
  card_id: { type: 'integer' }, name_on_cc: text, card_brand: text, card_number: maskedNumber,
  expiration_month: text, expiration_year: text,
}));

/** ?q= the routing number to look up. */
export const routingLookupQuery = {
  type: 'object', required: ['q'],
  properties: { q: { type: 'string', pattern: BILLING_PATTERNS.routing, 'x-message': MESSAGES.routingNumber } },
} as const;

/** data.response.name: the bank the routing number belongs to (the lookup service's shape). */
export const routingLookupData = answer({ response: answer({ name: text }) });

/** data.text: the statement descriptor; data.eft_text (ours): the EFT terms of section 9. */
export const billingTextData = answer({ text, eft_text: text });

/** A body property of a catalog field: a string of bounded length, refused with the field's own message. */
function bodyProperty(name: string): Schema {
  const spec = billingInfoCatalog[name];
  const message = spec?.messages?.pattern ?? (spec?.choices ? MESSAGES.choice : MESSAGES.text);
  return { type: 'string', maxLength: MAX_TEXT, 'x-message': message };
}

/**
 * The static type of save-billing-info's body schema: enrollment_id and payment_method, and the
 * way of paying's fields, built from the catalog at run time (FromSchema reads them as open).
 */
export type SaveBillingBodySchema = CatalogObjectSchema & {
  readonly required: readonly ['enrollment_id', 'payment_method'];
  readonly properties: { readonly enrollment_id: typeof enrollmentIdSchema; readonly payment_method: typeof paymentMethodSchema };
};

/**
 * POST save-billing-info: enrollment_id, payment_method and the EFT fields (routing_number,
 * account_name, bank_name, account_number, account_type, account_holder_type, bill_date) or the
 * card fields (first_name_on_cc, last_name_on_cc, card_number, expiration_month, expiration_year,
 * security_code, address1, address2, city, state, zip, is_physical_address 'yes' | 'no').
 */
export const saveBillingBody: SaveBillingBodySchema = {
  type: 'object',
  required: ['enrollment_id', 'payment_method'],
  maxProperties: 40,
  properties: {
    enrollment_id: enrollmentIdSchema,
    payment_method: paymentMethodSchema,
    ...Object.fromEntries(Object.keys(billingInfoCatalog).filter((name) => name !== 'payment_method').map((name) => [name, bodyProperty(name)])),
  } as SaveBillingBodySchema['properties'],
  additionalProperties: { type: 'string', maxLength: MAX_TEXT, 'x-message': MESSAGES.text },
};

const accountId = { type: 'integer', minimum: 1, maximum: 2147483647, 'x-message': MESSAGES.accountNotOnFile } as const;
const bounded = { type: 'string', maxLength: MAX_TEXT, 'x-message': MESSAGES.text } as const;

/**
 * POST save-billing-info-existing: an account on file: bank_id (EFT, with bill_date) or card_id
 * (card). The bank's own fields may be sent as the spec lists them; the server uses what it holds.
 */
export const saveBillingExistingBody = {
  type: 'object',
  required: ['enrollment_id', 'payment_method'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    payment_method: { type: 'string', enum: PAYER_METHODS, 'x-message': MESSAGES.choice },
    bank_id: accountId,
    card_id: accountId,
    bill_date: { type: 'string', pattern: BILLING_PATTERNS.billDate, 'x-message': MESSAGES.choice },
    account_type: bounded, account_holder_type: bounded, account_name: bounded, bank_name: bounded, bank_routing: bounded,
  },
  allOf: [
    { if: { properties: { payment_method: { const: 'eft' } } }, then: { required: ['bank_id', 'bill_date'] } },
    { if: { properties: { payment_method: { const: 'cc' } } }, then: { required: ['card_id'] } },
  ],
} as const;

const read = <const D extends Parameters<typeof responses>[0]>(url: string, data: D) =>
  route({ method: 'GET', url, schema: { tags: ['billing'], querystring: enrollmentQuery, response: responses(data) } });

export const BILLING_ROUTES = {
  paymentMethod: read('/get-payment-method', paymentMethodData),
  billDate: route({ method: 'GET', url: '/get-bill-date', schema: { tags: ['billing'], response: responses(billDateData) } }),
  formFields: read('/get-form-fields-billing-info', formFieldsData),
  existingBank: read('/get-existing-bank-info', existingBankData),
  existingCard: read('/get-existing-card-info', existingCardData),
  routingLookup: route({
    method: 'GET', url: '/lookup-routing-number', schema: { tags: ['billing'], querystring: routingLookupQuery, response: responses(routingLookupData) },
  }),
  save: route({ method: 'POST', url: '/save-billing-info', schema: { tags: ['billing'], body: saveBillingBody, response: responses(saveTabData) } }),
  saveExisting: route({
    method: 'POST', url: '/save-billing-info-existing', schema: { tags: ['billing'], body: saveBillingExistingBody, response: responses(saveTabData) },
  }),
  billingText: read('/get-billing-text', billingTextData),
} as const;

export type PaymentMethodData = FromSchema<typeof paymentMethodData>;
export type BillDateData = FromSchema<typeof billDateData>;
export type BillDate = BillDateData['result'][number];
export type ExistingBank = FromSchema<typeof existingBankData>['result'][number];
export type ExistingCard = FromSchema<typeof existingCardData>['result'][number];
export type RoutingLookupData = FromSchema<typeof routingLookupData>;
export type BillingTextData = FromSchema<typeof billingTextData>;
export type SaveBillingBody = FromSchema<SaveBillingBodySchema>;
export type SaveBillingExistingBody = FromSchema<typeof saveBillingExistingBody>;
