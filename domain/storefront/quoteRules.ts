/**
 * The Home quote form's rules (storefront.md sections 5 and 9; issue 8 point 3), pure and shared:
 * the browser checks them before Submit and the server's add-filter-for-new-user and
 * change-filter-info run the same functions, so a message reads the same wherever it comes from.
 * Zip: required, exactly 5 digits. DOB: MM/DD/YYYY, a real date before today, age at least 18 in
 * 365.25-day years. Gender '0' (Male) or '1' (Female). Tier IO | IS | IC | IF (default IO).
 * Category: required only when a premier plan is selected or in the cart.
 */
import { isTierCode } from '../../schemas/plans';
import { MESSAGES } from '../../schemas/messages';
import type { FieldError } from '../errors';

/** Minimum age of an applicant, in 365.25-day years (section 9). */
export const MIN_QUOTE_AGE = 18;
/** Gender codes of the quote filter: '0' Male, '1' Female (section 3). */
export const GENDER_CODES = ['0', '1'] as const;
export type GenderCode = (typeof GENDER_CODES)[number];
/** DOB input length: MM/DD/YYYY. */
export const DOB_LENGTH = 10;

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const ZIP = /^[0-9]{5}$/;
const DOB = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/;

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/** The zip's message, or null when it is 5 digits. */
export function zipError(zip: string | null | undefined): string | null {
  if (blank(zip)) return MESSAGES.required;
  return ZIP.test(zip!) ? null : MESSAGES.quoteZipInvalid;
}

/** The UTC midnight of a MM/DD/YYYY date, or null when it is not one (wrong shape, month 1-12, day 1-31, a real day). */
export function parseDob(dob: string): number | null {
  const match = DOB.exec(dob);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1000) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // 02/30 rolls over to March: not a real date.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

/** Today's calendar date (the caller's local day) as a UTC midnight, so ages never depend on the hour or DST. */
export function dayOf(now: Date): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Age in 365.25-day years from a DOB (UTC midnight) to `today` (UTC midnight), not rounded. */
export function ageInYears(dob: number, today: number): number {
  return (today - dob) / YEAR_MS;
}

/** The DOB's message, or null: required, a real MM/DD/YYYY date before today, 18 or older. */
export function dobError(dob: string | null | undefined, now: Date): string | null {
  if (blank(dob)) return MESSAGES.required;
  const time = parseDob(dob!.trim());
  if (time === null) return MESSAGES.date;
  const today = dayOf(now);
  if (time >= today) return MESSAGES.pastDate;
  return ageInYears(time, today) >= MIN_QUOTE_AGE ? null : MESSAGES.underAge;
}

/** The gender's message, or null for '0' or '1'. */
export function genderError(gender: string | null | undefined): string | null {
  if (blank(gender)) return MESSAGES.required;
  return (GENDER_CODES as readonly string[]).includes(gender!) ? null : MESSAGES.choice;
}

/** The tier's message, or null (a missing tier means the default IO, so only a wrong code fails). */
export function tierError(tier: string | null | undefined): string | null {
  return blank(tier) || isTierCode(tier) ? null : MESSAGES.chooseTier;
}

/** The category's message: required only when a premier plan is selected or in the cart. */
export function categoryError(category: string | null | undefined, premier: boolean): string | null {
  return premier && blank(category) ? MESSAGES.required : null;
}

/** What the quote form submits (section 7 add-filter-for-new-user's own fields). */
export interface QuoteValues { zip: string; dob: string; gender: string; tier?: string | null; category?: string | null }

/** Every field error of a quote, in form order (zip, gender, tier, dob, category); [] when it may be submitted. */
export function quoteErrors(values: QuoteValues, options: { now: Date; premier?: boolean }): FieldError[] {
  const checks: Array<[string, string | null]> = [
    ['zip', zipError(values.zip)],
    ['gender', genderError(values.gender)],
    ['tier', tierError(values.tier)],
    ['dob', dobError(values.dob, options.now)],
    ['category', categoryError(values.category, options.premier ?? false)],
  ];
  return checks.filter((check): check is [string, string] => check[1] !== null)
    .map(([target_element, error_message]) => ({ target_element, error_message }));
}

