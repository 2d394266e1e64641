/**
 * Numbers, money, plurals and long dates in a language (issue 18 item 3), with Intl in the
 * language's US locale (LANGUAGE_LOCALES), money as Intl writes it there but without it (formatMoney):
 * '$1,412.50' in both, 'June 15, 2026' / '15 de junio de 2026'.
 * Dates typed and shown in forms stay MM/DD/YYYY in both languages, as the spec writes them.
 * Formatters are built once per language.
 */
import { LANGUAGE_LOCALES, type Language } from './language';

const pluralRules = new Map<Language, Intl.PluralRules>();
const longDates = new Map<Language, Intl.DateTimeFormat>();

function kept<T>(cache: Map<Language, T>, language: Language, make: (locale: string) => T): T {
  let value = cache.get(language);
  if (!value) cache.set(language, (value = make(LANGUAGE_LOCALES[language])));
  return value;
}

/** `digits` (a whole number's) with a comma between each group of three, as both our locales group them. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `value` (finite, >= 0) in cents, rounded half away from zero from its shortest decimal form
 * (String(value): '1.005', '1e+21'), as ICU rounds a number for Intl: 1.005 -> 101, 0.125 -> 13.
 */
function centsOf(value: number): bigint {
  const [mantissa, exponent = '0'] = String(value).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  const at = point + 2;
  const truncated = at <= 0 ? '0' : digits.slice(0, at).padEnd(at, '0');
  const next = at < 0 ? '0' : digits.charAt(at) || '0';
  return BigInt(truncated) + (next >= '5' ? 1n : 0n);
}

/**
 * An amount of US dollars ('412.5' or 412.5 -> '$412.50', -20 -> '-$20.00'); a text that is not a
 * number is shown as it came. Written as Intl's currency style writes it in both our locales
 * (tests/unit/i18n/money.test.ts compares them), without Intl: Chromium's first number format of
 * a page, of any style, loads ICU's number data, 60-120 ms of a phone's main thread at 4x CPU,
 * at start-up on every page that shows a price (issue 17, Total Blocking Time). Both our
 * locales (LANGUAGE_LOCALES: en-US, es-US) write dollars alike; the language stays for one that does not.
 */
export function formatMoney(amount: string | number, _language: Language): string {
  const value = typeof amount === 'number' ? amount : Number(amount.replace(/[$,\s]/g, ''));
  if (typeof amount === 'string' && (amount.trim() === '' || !Number.isFinite(value))) return amount;
  const minus = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${minus}$${Number.isNaN(value) ? 'NaN' : '∞'}`;
  const cents = centsOf(Math.abs(value)).toString().padStart(3, '0');
  return `${minus}$${grouped(cents.slice(0, -2))}.${cents.slice(-2)}`;
}

/** The form of a counted text for `count`: `one` for a single thing, else `other` (Intl.PluralRules; Spanish 'many' reads as `other`). */
export function pluralOf<T>(count: number, forms: { one: T; other: T }, language: Language): T {
  return kept(pluralRules, language, (locale) => new Intl.PluralRules(locale)).select(count) === 'one' ? forms.one : forms.other;
}

/** A calendar date written out ('2026-06-15' or a Date -> 'June 15, 2026'), read in UTC so the day never moves. */
export function formatLongDate(date: Date | string, language: Language): string {
  const value = typeof date === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date) : date;
  if (Number.isNaN(value.getTime())) return String(date);
  return kept(longDates, language, (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).format(value);
}
