/**
 * Value limits and patterns (data), read by the catalog's schemas, the widgets' input masks and
 * the server alike, so a limit is written once. Names allow letters, spaces, hyphen,
 * apostrophe, backtick and period.
 */
export const LIMITS = {
  name: 50,
  text: 100,
  ssn: 9,
  phone: 10,
  zip: 5,
  weight: 3,
  heightFeet: 1,
  heightInch: 2,
  /** A beneficiary's share: a whole percent, at most 3 digits. */
  percentage: 3,
  digits: 6,
  /** Longest whole number a number input takes (server hints may allow more than `digits`). */
  number: 15,
  /** MM/DD/YYYY */
  date: 10,
  /** RFC 5321 path limit. */
  email: 254,
  textarea: 1000,
} as const;

/** Youngest applicant of a quote, in 365.25-day years (storefront.md section 9): the `adult-date` format. */
export const ADULT_AGE = 18;

const digits = (n: number) => `[0-9]{${n}}`;

export const PATTERNS = {
  name: `^[A-Za-z][A-Za-z .'\`-]{0,${LIMITS.name - 1}}$`,
  text: `^[A-Za-z0-9 .,'\`#&/()_-]{1,${LIMITS.text}}$`,
  ssn: `^${digits(LIMITS.ssn)}$`,
  /**
   * An SSN as it leaves the server for anyone but its owner: 'xxxxx1234' (adapters/secrets
   * maskSecret). A form may send it back unchanged: the server then keeps the sealed SSN it stands for.
   */
  maskedSsn: `^x{${LIMITS.ssn - 4}}${digits(4)}$`,
  /** Any secret as the server masks it (an SSN, an account or card number on file): x's, then at most its last four digits. */
  maskedSecret: '^x+[0-9]{0,4}$',
  phone: `^${digits(LIMITS.phone)}$`,
  zip: `^${digits(LIMITS.zip)}$`,
  weight: `^(?!0+$)[0-9]{1,${LIMITS.weight}}$`,
  heightFeet: '^[1-9]$',
  heightInch: '^(0?[0-9]|1[01])$',
  /** 1 to 100, no leading zero. */
  percentage: '^(?:100|[1-9][0-9]?)$',
  digits: `^[0-9]{1,${LIMITS.digits}}$`,
  state: '^[A-Za-z][A-Za-z .]{1,29}$',
  /**
   * Pragmatic e-mail: local part, '@', dotted domain of DNS labels, never '..' anywhere
   * (deliverability is the validators' job). The one e-mail rule of client, machines and server.
   */
  email: "^(?!.*\\.\\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
  employerName: "^[A-Za-z0-9][A-Za-z0-9 .,&'`-]{1,99}$",
} as const;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = LIMITS.email;

const EMAIL = new RegExp(PATTERNS.email);

/**
 * True when `value` is an e-mail address by the shared pattern and length: the one reader of
 * this data, so the forms' format, the machines and the server apply a single e-mail rule.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
