/**
 * The demo world's billing data (demo-world.md, "Wizard data for the later tabs"): the payment
 * types of each portal and group, the bill dates, the routing numbers the local lookup knows,
 * member 7001's bank account and card on file, and the billing form's definitions. The server
 * seeds them; stories and tests read the same data.
 */
import type { PaymentMethod } from '../billing';
import type { FieldRow } from './formDefinitions';

/** Payment types offered, the default first. A group's apply to enrollments its group pays for (eprocess group). */
export const DEMO_BILLING_METHODS = {
  portal: { 11: ['cc', 'eft'], 12: ['eft', 'cc'] },
  group: { 2001: ['list'], 2556: ['eft'], 2512: ['stmt'] },
} as const satisfies Record<'portal' | 'group', Record<number, readonly PaymentMethod[]>>;

/** Bill dates an EFT may draw on; 28 is the default (enrollment.md section 9). */
export const DEMO_BILL_DATES = [1, 5, 15, 28] as const;

/** Routing numbers the local lookup knows (both pass the ABA checksum). */
export const DEMO_ROUTING_BANKS: Readonly<Record<string, string>> = {
  '123456780': 'First Demo Bank',
  '111000025': 'Prairie Demo Credit Union',
};

/** Member 7001's bank account on file (the number is sealed when seeded; a browser sees x's and 6789). */
export const DEMO_MEMBER_BANKS = [{
  member_id: 7001, account_name: 'Morgan Lee', bank_name: 'First Demo Bank', routing_number: '123456780', account_number: '000123456789',
  account_type: 'checking', account_holder_type: 'individual',
}] as const;

/** Member 7001's card on file: brand, last four and a token only (no number, no security code). */
export const DEMO_MEMBER_CARDS = [{
  member_id: 7001, name_on_cc: 'Morgan Lee', card_brand: 'Visa', card_last4: '4242', card_token: 'tok_demo_7001_visa',
  expiration_month: '12', expiration_year: '2030',
}] as const;

/** The billing form's definitions, the same on both portals: [field_name, required, read_only] in display order. */
export const DEMO_BILLING_FIELDS: readonly FieldRow[] = [
  ['payment_method', true, false], ['bill_date', true, false], ['bank_id', false, false],
  ['account_name', true, false], ['account_number', true, false], ['routing_number', true, false], ['bank_name', true, true],
  ['account_type', true, false], ['account_holder_type', true, false],
  ['card_id', false, false], ['first_name_on_cc', true, false], ['last_name_on_cc', true, false], ['card_number', true, false],
  ['expiration_month', true, false], ['expiration_year', true, false], ['security_code', true, false],
  ['is_physical_address', false, false], ['address1', true, false], ['address2', false, false], ['city', true, false],
  ['state', true, false], ['zip', true, false],
];
