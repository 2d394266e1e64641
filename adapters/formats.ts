/**
 * Our custom JSON Schema formats, shared by ajv on the server (createAjv) and the client's
 * RJSF validator, so both sides accept exactly the same values.
 */
import { ADULT_AGE, isEmailAddress } from '../schemas/catalog/patterns';

export type CustomFormatName = 'mdy-date' | 'past-date' | 'adult-date' | 'email';

/**
 * Which failed format explains a value first, when a field checks several (the quote's DOB: a real
 * date, then before today, then 18 or older): the message of the first one shows.
 */
export const FORMAT_ORDER: readonly CustomFormatName[] = ['mdy-date', 'email', 'past-date', 'adult-date'];

const MDY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** Years before this are typing slips (0198), not real dates of this product. */
const MIN_YEAR = 1000;

/** MM/DD/YYYY -> [year, month, day] when it names a real calendar day, else undefined. */
function parseMdy(value: string): [number, number, number] | undefined {
  const match = MDY.exec(value);
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1) return undefined;
  // Day 0 of the next month is the last day of this one (UTC: no DST surprises).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? [year, month, day] : undefined;
}

function isMdyDate(value: string): boolean {
  return parseMdy(value) !== undefined;
}

/** Today's local calendar date as [year, month, day]. */
function todayParts(): [number, number, number] {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()];
}

/** A valid MM/DD/YYYY strictly before today's local date (birth dates cannot be today or later). */
function isPastDate(value: string): boolean {
  const parts = parseMdy(value);
  if (!parts) return false;
  const today = todayParts();
  for (let i = 0; i < 3; i += 1) {
    if (parts[i] !== today[i]) return parts[i] < today[i];
  }
  return false;
}

const YEAR_MS = 365.25 * 86_400_000;

/** A valid MM/DD/YYYY of someone at least ADULT_AGE today, in 365.25-day years between UTC midnights (no hour or DST in an age). */
function isAdultDate(value: string): boolean {
  const parts = parseMdy(value);
  if (!parts) return false;
  const [year, month, day] = todayParts();
  const age = (Date.UTC(year, month - 1, day) - Date.UTC(parts[0], parts[1] - 1, parts[2])) / YEAR_MS;
  return age >= ADULT_AGE;
}

/** format name -> check, for ajv.addFormat and RJSF's customizeValidator({ customFormats }). */
export const customFormats: Record<CustomFormatName, (s: string) => boolean> = {
  'mdy-date': isMdyDate,
  'past-date': isPastDate,
  'adult-date': isAdultDate,
  email: isEmailAddress,
};
