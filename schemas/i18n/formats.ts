/**
 * Numbers, money, plurals and long dates in a language (issue 18 item 3), with Intl in the
 * language's US locale (LANGUAGE_LOCALES): '$1,412.50' in both, 'June 15, 2026' / '15 de junio de 2026'.
 * Dates typed and shown in forms stay MM/DD/YYYY in both languages, as the spec writes them.
 * Formatters are built once per language.
 */
import { LANGUAGE_LOCALES, type Language } from './language';

const amountFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();
const longDates = new Map<Language, Intl.DateTimeFormat>();

function kept<T>(cache: Map<Language, T>, language: Language, make: (locale: string) => T): T {
  let value = cache.get(language);
  if (!value) cache.set(language, (value = make(LANGUAGE_LOCALES[language])));
  return value;
}

/** A leading minus sign of a formatted number (ICU writes U+002D in our locales; U+2212 in some). */
const MINUS = /^[-\u2212]/;

/**
 * An amount of US dollars ('412.5' or 412.5 -> '$412.50'); a text that is not a number is shown as it came.
 * Written as Intl's currency style writes it in both our locales (the minus sign, '$', the amount
 * with two decimals: tests/unit/i18n/money.test.ts compares them), from a plain two-decimal number
 * format: Chromium's first currency-style formatter loads ICU's currency data, about 25 ms of a
 * phone's main thread on every page that shows a price, at start-up (issue 17, TBT); a plain one takes well under 1 ms.
 */
export function formatMoney(amount: string | number, language: Language): string {
  const value = typeof amount === 'number' ? amount : Number(amount.replace(/[$,\s]/g, ''));
  if (typeof amount === 'string' && (amount.trim() === '' || !Number.isFinite(value))) return amount;
  const text = kept(amountFormats, language, (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(value);
  const minus = MINUS.exec(text)?.[0] ?? '';
  return `${minus}$${text.slice(minus.length)}`;
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
