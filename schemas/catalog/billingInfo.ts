import {
  BILLING_PATTERNS, DEFAULT_BILL_DATE, EXPIRY_YEARS_AHEAD, PAYMENT_METHODS, PHYSICAL_ADDRESS, type PaymentMethod,
} from '../billing';
import { MESSAGES } from '../messages';
import { PATTERNS } from './patterns';
import type { Choice, Condition, FieldSpec, TabCatalog } from './types';

const paying = (method: PaymentMethod): Condition => ({ field: 'payment_method', equals: method });
const eft = paying('eft');
const card = paying('cc');

/** Months 01-12, as the card's expiry select offers them. */
export const EXPIRY_MONTHS: Choice[] = Array.from({ length: 12 }, (_, i) => {
  const month = String(i + 1).padStart(2, '0');
  return { value: month, label: month };
});

/** Expiration years from `year` through 20 years later (section 9). */
export function expiryYearChoices(year: number): Choice[] {
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => ({ value: String(year + i), label: String(year + i) }));
}

/** 'Nth of month', how a bill date reads (1st, 2nd, 3rd, 4th, ..., 21st, 22nd, 28th). */
export function billDateLabel(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix} of month`;
}

/** The bill dates as radio options ('28' -> '28th of month'). */
export function billDateChoices(days: readonly number[]): Choice[] {
  return days.map((day) => ({ value: String(day), label: billDateLabel(day) }));
}

/** The default bill date's option (what the catalog offers before the server names its dates). */
export const DEFAULT_BILL_DATE_CHOICES = billDateChoices([DEFAULT_BILL_DATE]);

const text = (title: string, visibleWhen: Condition, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  title, widget: 'text', visibleWhen, schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text }, ...extra,
});

/**
 * Billing Information (tab billing_info), in display order. The payment type decides which of
 * the bank's and the card's fields show; `bank_id` and `card_id` (ours) choose an account on
 * file or 'new'. The server gives payment_method and bill_date the options of the enrollment
 * (withBillingChoices); the accounts on file are never part of the form's (public) schema.
 */
export const billingInfoCatalog: TabCatalog = {
  payment_method: { title: 'Payment Type', widget: 'paymentType', schema: { type: 'string' }, choices: PAYMENT_METHODS.map(({ value, label }) => ({ value, label })) },
  bill_date: { title: 'Bill Date', widget: 'billDate', visibleWhen: eft, schema: { type: 'string', pattern: BILLING_PATTERNS.billDate }, choices: DEFAULT_BILL_DATE_CHOICES },
  bank_id: { title: 'Bank Account', widget: 'existingAccount', visibleWhen: eft, schema: { type: 'string', pattern: BILLING_PATTERNS.accountChoice }, messages: { pattern: MESSAGES.choice } },
  account_name: { title: 'Account Holder Name', widget: 'text', visibleWhen: eft, autocomplete: 'name', schema: { type: 'string', pattern: BILLING_PATTERNS.accountName }, messages: { pattern: MESSAGES.accountHolderName } },
  account_number: { title: 'Account Number', widget: 'accountNumber', visibleWhen: eft, schema: { type: 'string', pattern: BILLING_PATTERNS.accountNumber }, messages: { pattern: MESSAGES.accountNumber } },
  routing_number: { title: 'Routing Number', widget: 'routingNumber', visibleWhen: eft, schema: { type: 'string', pattern: BILLING_PATTERNS.routing }, messages: { pattern: MESSAGES.routingNumber } },
  bank_name: text('Bank Name', eft),
  account_type: { title: 'Account Type', widget: 'select', visibleWhen: eft, schema: { type: 'string' }, choices: [{ value: 'checking', label: 'Checking' }, { value: 'savings', label: 'Savings' }] },
  account_holder_type: {
    title: 'Account Holder Type', widget: 'select', visibleWhen: eft, schema: { type: 'string' },
    choices: [{ value: 'individual', label: 'Individual' }, { value: 'company', label: 'Company' }],
  },
  card_id: { title: 'Card', widget: 'existingAccount', visibleWhen: card, schema: { type: 'string', pattern: BILLING_PATTERNS.accountChoice }, messages: { pattern: MESSAGES.choice } },
  first_name_on_cc: { title: 'First Name on Card', widget: 'name', visibleWhen: card, autocomplete: 'cc-given-name', schema: { type: 'string', pattern: PATTERNS.name }, messages: { pattern: MESSAGES.firstName } },
  last_name_on_cc: { title: 'Last Name on Card', widget: 'name', visibleWhen: card, autocomplete: 'cc-family-name', schema: { type: 'string', pattern: PATTERNS.name }, messages: { pattern: MESSAGES.lastName } },
  card_number: { title: 'Card Number', widget: 'cardNumber', visibleWhen: card, autocomplete: 'cc-number', schema: { type: 'string', pattern: BILLING_PATTERNS.cardNumber }, messages: { pattern: MESSAGES.cardNumber } },
  expiration_month: { title: 'Expiration Month', widget: 'expiryMonth', visibleWhen: card, autocomplete: 'cc-exp-month', schema: { type: 'string', pattern: BILLING_PATTERNS.month }, choices: EXPIRY_MONTHS },
  expiration_year: { title: 'Expiration Year', widget: 'expiryYear', visibleWhen: card, autocomplete: 'cc-exp-year', schema: { type: 'string', pattern: BILLING_PATTERNS.year }, choices: expiryYearChoices(new Date().getFullYear()) },
  security_code: { title: 'Security Code', widget: 'securityCode', visibleWhen: card, autocomplete: 'cc-csc', schema: { type: 'string', pattern: BILLING_PATTERNS.securityCode }, messages: { pattern: MESSAGES.securityCode } },
  is_physical_address: {
    title: 'Choose physical address', widget: 'yesNoCheckbox', visibleWhen: card,
    help: 'Use the address of your contact information as the billing address.',
    schema: { type: 'string', enum: [PHYSICAL_ADDRESS.yes, PHYSICAL_ADDRESS.no] },
  },
  address1: text('Billing Address 1', card, { autocomplete: 'billing address-line1' }),
  address2: text('Billing Address 2', card, { autocomplete: 'billing address-line2' }),
  city: text('City', card, { autocomplete: 'billing address-level2' }),
  state: { title: 'State', widget: 'state', visibleWhen: card, autocomplete: 'billing address-level1', schema: { type: 'string', pattern: PATTERNS.state }, messages: { pattern: MESSAGES.text } },
  zip: { title: 'Zip', widget: 'zip', visibleWhen: card, autocomplete: 'billing postal-code', schema: { type: 'string', pattern: BILLING_PATTERNS.zip }, messages: { pattern: MESSAGES.billingZip } },
};

/** The per-enrollment options the server decides: the payment types offered and the bill dates. */
export interface BillingChoices {
  methods: Choice[];
  billDates: Choice[];
}

/** The billing catalog with the enrollment's options (the server's form, and stories). */
export function withBillingChoices(choices: BillingChoices): TabCatalog {
  return {
    ...billingInfoCatalog,
    payment_method: { ...billingInfoCatalog.payment_method, choices: choices.methods },
    bill_date: { ...billingInfoCatalog.bill_date, choices: choices.billDates },
  };
}
