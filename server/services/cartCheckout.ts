/**
 * The cart's checkout rules (storefront.md sections 4 "Cart" and 5 "Checkout"; issue 8 point 7).
 * Effective dates: the first day of each of the next three months (a careful store starts cover
 * on a month's first day and never backdates it; the spec names no rule). A line is removable
 * unless it is the wellness membership while a plan sold with it is in the cart.
 */
import { MESSAGES } from '../../schemas/messages';
import type { Eprocess } from '../../schemas/enrollee';
import type { FieldError } from '../../schemas/api/types';
import type { CartLine } from '../db/queries/cart';
import { fieldError, GENERAL_TARGET } from '../http';

/** How many effective dates the cart offers. */
export const EFFECTIVE_DATE_COUNT = 3;

const pad = (value: number) => String(value).padStart(2, '0');

/** The effective dates offered on `today` (UTC): the 1st of each of the next three months, MM/DD/YYYY. */
export function effectiveDatesFrom(today: Date): string[] {
  const dates: string[] = [];
  for (let ahead = 1; ahead <= EFFECTIVE_DATE_COUNT; ahead += 1) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1));
    dates.push(`${pad(first.getUTCMonth() + 1)}/01/${first.getUTCFullYear()}`);
  }
  return dates;
}

/** Whether the visitor may remove this line of these lines. */
export function isRemovable(line: Pick<CartLine, 'plan_type'>, lines: readonly Pick<CartLine, 'requires_membership'>[]): boolean {
  return line.plan_type !== 'membership' || !lines.some((other) => other.requires_membership);
}

/** What a checkout needs to go through. */
export interface CheckoutInput {
  effectiveDate: string;
  type: 'rep' | 'applicant';
  lineCount: number;
  /** The process the visitor shops under (the enrollment's shop_eprocess, else its eprocess). */
  shopping: Eprocess;
  /**
   * Whether the caller may enroll under that process itself: the signed-in rep of a rep
   * enrollment, or someone who came in through the group of a group one (callerEntitlements).
   * Rep Enrollment keeps the process, and with it a verification that replaces the applicant's
   * signature, so whoever else holds the enrollment (a quote's recipient) may only choose Member Enrollment.
   */
  mayKeepProcess: boolean;
  today: Date;
}

/** The field errors of a checkout: an empty cart, an effective date not offered today, Rep Enrollment by anyone but the rep or group enrolling. */
export function checkoutErrors(input: CheckoutInput): FieldError[] {
  const errors: FieldError[] = [];
  if (input.lineCount === 0) errors.push(fieldError(GENERAL_TARGET, MESSAGES.cartCheckoutEmpty));
  if (!effectiveDatesFrom(input.today).includes(input.effectiveDate)) errors.push(fieldError('effective_date', MESSAGES.cartEffectiveDateUnavailable));
  if (input.type === 'rep' && (input.shopping === 'applicant' || !input.mayKeepProcess)) errors.push(fieldError('type', MESSAGES.cartRepCheckoutRefused));
  return errors;
}
