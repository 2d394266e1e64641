/** Shared value patterns (data). Names allow letters, spaces, hyphen, apostrophe, backtick and period. */
export const PATTERNS = {
  name: "^[A-Za-z][A-Za-z .'`-]{0,49}$",
  text: "^[A-Za-z0-9 .,'`#&/()_-]{1,100}$",
  ssn: '^[0-9]{9}$',
  phone: '^[0-9]{10}$',
  zip: '^[0-9]{5}$',
  weight: '^(?!0+$)[0-9]{1,3}$',
  heightFeet: '^[1-9]$',
  heightInch: '^(0?[0-9]|1[01])$',
  digits: '^[0-9]{1,6}$',
  state: '^[A-Za-z][A-Za-z .]{1,29}$',
  /** Pragmatic e-mail: local part, '@', dotted domain of DNS labels (deliverability is the validators' job). */
  email: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
  employerName: "^[A-Za-z0-9][A-Za-z0-9 .,&'`-]{1,99}$",
} as const;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
