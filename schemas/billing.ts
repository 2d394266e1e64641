/**
 * Billing Information as data (enrollment.md sections 3, 4, 5 and 9): the payment methods, which
 * fields belong to each way of paying, and the limits of bank and card numbers. Read by the
 * catalog, the billing machine, the server and the tests alike, so a rule is written once.
 */

/** The payment types the server may offer, with the radio labels of the spec. */
export const PAYMENT_METHODS = [
  { value: 'cc', label: 'Credit Card' },
  { value: 'eft', label: 'EFT' },
  { value: 'list', label: 'LIST' },
  { value: 'elist', label: 'EFT LIST' },
  { value: 'stmt', label: 'STMT' },
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];
export const PAYMENT_METHOD_VALUES: readonly PaymentMethod[] = PAYMENT_METHODS.map((m) => m.value);

/** Paid by the group or by statement: the type is fixed and only a note shows (no payment details). */
export const FIXED_METHODS: readonly PaymentMethod[] = ['list', 'elist', 'stmt'];

/** The methods the applicant pays with themself, which a toggle switches between. */
export const PAYER_METHODS: readonly PaymentMethod[] = ['cc', 'eft'];

/** A new bank account's fields (EFT). */
export const BANK_FIELDS = ['account_name', 'account_number', 'routing_number', 'bank_name', 'account_type', 'account_holder_type'] as const;

/** A card's billing address, which 'Choose physical address' copies from the contact info. */
export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;

/** A new card's fields, its billing address and the physical-address box. */
export const CARD_FIELDS = [
  'first_name_on_cc', 'last_name_on_cc', 'card_number', 'expiration_month', 'expiration_year', 'security_code',
  ...ADDRESS_FIELDS, 'is_physical_address',
] as const;

/** What never reaches the database, a log, a draft or the browser's storage: the card's number and security code. */
export const CARD_SECRETS = ['card_number', 'security_code'] as const;

/** Held by the browser only while typed: the card secrets and the full bank account number. */
export const TYPED_ONLY_FIELDS = [...CARD_SECRETS, 'account_number'] as const;

/** The existing-account choice's value for "enter a new one". */
export const NEW_ACCOUNT = 'new';

/** The wire values of is_physical_address (the form's checkbox is '1' / '0'). */
export const PHYSICAL_ADDRESS = { yes: 'yes', no: 'no' } as const;

/** The bill date every enrollment starts with (section 9). */
export const DEFAULT_BILL_DATE = 28;

/** Expiration years run from the current year through this many years later (section 9). */
export const EXPIRY_YEARS_AHEAD = 20;

/** Limits of section 9 and the patterns that apply them. */
export const BILLING_LIMITS = { routing: 9, accountMin: 4, accountMax: 17, cardMin: 13, cardMax: 25, securityMin: 3, securityMax: 4, accountName: 50, zip: 5 } as const;

const L = BILLING_LIMITS;
export const BILLING_PATTERNS = {
  routing: `^[0-9]{${L.routing}}$`,
  accountNumber: `^[0-9]{${L.accountMin},${L.accountMax}}$`,
  /** Letters, digits and spaces only (section 5). */
  accountName: `^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]{1,${L.accountName}}$`,
  cardNumber: `^[0-9]{${L.cardMin},${L.cardMax}}$`,
  securityCode: `^[0-9]{${L.securityMin},${L.securityMax}}$`,
  zip: `^[0-9]{${L.zip}}$`,
  month: '^(0[1-9]|1[0-2])$',
  year: '^[0-9]{4}$',
  /** An existing account's id, or 'new'. */
  accountChoice: `^(${NEW_ACCOUNT}|[0-9]{1,9})$`,
  billDate: '^([1-9]|[12][0-9]|3[01])$',
} as const;
