/**
 * The receipt of a completed enrollment (get-receipt): its confirmation number, the applicant's
 * name, and callInvoice, set for list and statement billing (demo-world.md, Receipt), which makes
 * the receipt page ask for the invoice; and what was enrolled: the cart recorded at checkout
 * (plans, monthly prices, the first month's and recurring totals) and the effective date.
 */
import type { Kysely } from 'kysely';
import type { ReceiptData } from '../../../schemas/api/completion';
import { MESSAGES } from '../../../schemas/messages';
import type { Enrollment } from '../../db/queries/enrollments';
import type { Database } from '../../db/types';
import { cartOf } from '../cart';
import { ApiError, fieldError } from '../../http';
import { applicantName } from './enrollmentCopy';

/** Payment methods billed by invoice. */
export const INVOICED_PAYMENT_METHODS: readonly string[] = ['list', 'stmt'];

/** Whether the enrollment's billing asks for an invoice after the receipt. */
export function callsInvoice(enrollment: Enrollment): boolean {
  const method = enrollment.payment_info?.payment_method;
  return typeof method === 'string' && INVOICED_PAYMENT_METHODS.includes(method);
}

/** The enrollment's confirmation number; 409 while it is not completed. */
export function completedPolicyId(enrollment: Enrollment): string {
  if (enrollment.status !== 'completed' || !enrollment.policy_id) throw new ApiError(409, [fieldError('enrollment_id', MESSAGES.receiptNotReady)]);
  return enrollment.policy_id;
}

/** get-receipt's answer for a completed enrollment (409 before). */
export async function receiptOf(db: Kysely<Database>, enrollment: Enrollment): Promise<ReceiptData> {
  const policyId = completedPolicyId(enrollment);
  const cart = await cartOf(db, enrollment.id);
  return {
    policy_id: policyId, name: applicantName(enrollment), callInvoice: callsInvoice(enrollment),
    plans: cart.lines.map((line) => ({ plan_name: line.plan_name, price: line.monthly_price })),
    initial_month_cost: cart.initial_month_cost, recurring_month_cost: cart.recurring_month_cost,
    effective_date: enrollment.effective_date,
  };
}
