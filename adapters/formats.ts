/**
 * Our custom JSON Schema formats, shared by ajv on the server (createAjv) and the client's
 * RJSF validator, so both sides accept exactly the same values.
 */
import { isEmailAddress } from '../schemas/catalog/patterns';

export type CustomFormatName = 'mdy-date' | 'past-date' | 'email';

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

/** A valid MM/DD/YYYY strictly before today's local date (birth dates cannot be today or later). */
function isPastDate(value: string): boolean {
  const parts = parseMdy(value);
  if (!parts) return false;
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()];
  for (let i = 0; i < 3; i += 1) {
    if (parts[i] !== today[i]) return parts[i] < today[i];
  }
  return false;
}

/** format name -> check, for ajv.addFormat and RJSF's customizeValidator({ customFormats }). */
export const customFormats: Record<CustomFormatName, (s: string) => boolean> = {
  'mdy-date': isMdyDate,
  'past-date': isPastDate,
  email: isEmailAddress,
};
