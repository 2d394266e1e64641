/**
 * Schemas and routes of completing an enrollment (enrollment.md section 7, "Review and agreement"
 * and "Shared, receipt and resume"): save-review-info with first_enroll 1 submits the enrollment,
 * get-receipt reads its confirmation, auto-invoice-generation asks the invoice service for its
 * first invoice (list and stmt billing; the spec's admin-service call, made by our server).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES } from '../messages';
import { moneySchema } from './cart';
import { answer, enrollmentIdSchema, enrollmentQuery, responses } from './common';
import { route } from './route';

/** A confirmation number: 'POL-' and six digits (demo-world.md, Receipt). */
export const POLICY_ID_PATTERN = '^POL-[0-9]{6}$';

/** Longest Additional Notes of the review. */
export const REVIEW_NOTES_MAX = 1000;

const policyIdSchema = { type: 'string', pattern: POLICY_ID_PATTERN, 'x-message': MESSAGES.policyIdMismatch } as const;

/** POST save-review-info: the review's notes; first_enroll 1 submits (completes) the enrollment. */
export const saveReviewInfoBody = {
  type: 'object',
  required: ['enrollment_id', 'first_enroll'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    additional_notes: { type: 'string', maxLength: REVIEW_NOTES_MAX, 'x-message': MESSAGES.text },
    first_enroll: { type: 'integer', enum: [1], 'x-message': MESSAGES.choice },
  },
} as const;

/** data.policy_id: the confirmation number the completion gave. */
export const saveReviewInfoData = answer({ policy_id: { type: 'string', pattern: POLICY_ID_PATTERN } });

/** One enrolled plan on the receipt: its name and monthly price (as the cart's line showed it). */
export const receiptPlanSchema = answer({ plan_name: { type: 'string' }, price: moneySchema });

/**
 * data: the receipt's confirmation number, the applicant's name, whether the page asks for the
 * invoice (the spec's three), and what was enrolled (our extension, issue 17): the plans with
 * their monthly prices, the first month's and the recurring monthly cost as the cart's Order Info
 * computes them, and the effective date chosen at checkout (MM/DD/YYYY).
 */
export const receiptData = answer({
  policy_id: { type: 'string', pattern: POLICY_ID_PATTERN },
  name: { type: 'string' },
  callInvoice: { type: 'boolean' },
  plans: { type: 'array', items: receiptPlanSchema },
  initial_month_cost: moneySchema,
  recurring_month_cost: moneySchema,
  effective_date: { type: ['string', 'null'] },
});

/** POST auto-invoice-generation: the spec's {effectiveDate, policy_id}, for the enrollment this session holds. */
export const autoInvoiceBody = {
  type: 'object',
  required: ['enrollment_id', 'effectiveDate', 'policy_id'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    effectiveDate: { type: 'string', pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$', 'x-message': MESSAGES.date },
    policy_id: policyIdSchema,
  },
} as const;

/** data.invoice_number: the invoice's number, or null when the service answered none. */
export const autoInvoiceData = answer({ invoice_number: { type: ['string', 'null'] } });

export const COMPLETION_ROUTES = {
  saveReviewInfo: route({
    method: 'POST', url: '/save-review-info', schema: { tags: ['review'], body: saveReviewInfoBody, response: responses(saveReviewInfoData) },
  }),
  receipt: route({
    method: 'GET', url: '/get-receipt', schema: { tags: ['receipt'], querystring: enrollmentQuery, response: responses(receiptData) },
  }),
  autoInvoice: route({
    method: 'POST', url: '/auto-invoice-generation', schema: { tags: ['receipt'], body: autoInvoiceBody, response: responses(autoInvoiceData) },
  }),
} as const;

/** POST save-review-info {enrollment_id, additional_notes?, first_enroll: 1} -> data.policy_id */
export type SaveReviewInfoBody = FromSchema<typeof saveReviewInfoBody>;
export type SaveReviewInfoData = FromSchema<typeof saveReviewInfoData>;
/** GET get-receipt?enrollment_id -> data {policy_id, name, callInvoice, plans, initial_month_cost, recurring_month_cost, effective_date} */
export type ReceiptData = FromSchema<typeof receiptData>;
/** POST auto-invoice-generation {enrollment_id, effectiveDate, policy_id} -> data.invoice_number */
export type AutoInvoiceBody = FromSchema<typeof autoInvoiceBody>;
export type AutoInvoiceData = FromSchema<typeof autoInvoiceData>;
