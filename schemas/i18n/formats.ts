/**
 * Numbers, money, plurals and long dates in a language (issue 18 item 3), with Intl in the
 * language's US locale (LANGUAGE_LOCALES): '$1,412.50' in both, 'June 15, 2026' / '15 de junio de 2026'.
 * Dates typed and shown in forms stay MM/DD/YYYY in both languages, as the spec writes them.
 * Formatters are built once per language.
 */
import { LANGUAGE_LOCALES, type Language } from './language';

const moneyFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();
const longDates = new Map<Language, Intl.DateTimeFormat>();

function kept<T>(cache: Map<Language, T>, language: Language, make: (locale: string) => T): T {
  let value = cache.get(language);
  if (!value) cache.set(language, (value = make(LANGUAGE_LOCALES[language])));
  return value;
}

/** An amount of US dollars ('412.5' or 412.5 -> '$412.50'); a text that is not a number is shown as it came. */
export function formatMoney(amount: string | number, language: Language): string {
  const value = typeof amount === 'number' ? amount : Number(amount.replace(/[$,\s]/g, ''));
  if (typeof amount === 'string' && (amount.trim() === '' || !Number.isFinite(value))) return amount;
  return kept(moneyFormats, language, (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })).format(value);
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
