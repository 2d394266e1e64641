/**
 * The billing form's starting values for the bound session (get-form-fields-billing-info): what
 * payment_info holds (a save or a draft), else the enrollment's default payment type and bill
 * date. Never a number a browser must not get back: the bank account number (the user types it
 * again for a new account; an account on file shows masked from get-existing-bank-info) and a
 * card's number and code (never kept).
 */
import { PAYMENT_METHOD_VALUES, TYPED_ONLY_FIELDS } from '../../schemas/billing';
import type { Enrollment } from '../db/queries/enrollments';
import type { BillingFormParts } from './billingOptions';
import { defaultBillDate } from './billingOptions';

const PLUMBING = ['status', 'card_brand', 'card_last4', 'card_token'];

/** Field name -> starting value (strings, as the form holds them). */
export function billingFieldValues(enrollment: Enrollment, parts: Pick<BillingFormParts, 'methods' | 'dates'>): Record<string, string> {
  const saved = enrollment.payment_info ?? {};
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(saved)) {
    if ((TYPED_ONLY_FIELDS as readonly string[]).includes(key) || PLUMBING.includes(key)) continue;
    if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
  }
  const method = values.payment_method;
  const offered = (PAYMENT_METHOD_VALUES as readonly string[]).includes(method) && (parts.methods.methods as readonly string[]).includes(method);
  if (!offered) values.payment_method = parts.methods.defaultMethod;
  if (!values.bill_date) values.bill_date = defaultBillDate(parts.dates);
  return values;
}
