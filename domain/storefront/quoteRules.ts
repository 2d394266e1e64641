/**
 * A quote's dates and ages (storefront.md sections 5 and 9), pure and shared: the pricing's age
 * bands, the recommendations and the plan questions read a filter's DOB with them. The quote
 * form's own rules (zip, DOB, gender, tier, category and their messages) are its catalog's schema
 * (schemas/catalog/storefront/quote.ts), checked through the adapters in the browser and on the
 * server alike (adapters/quoteForm.ts).
 */

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const DOB = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/;

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
