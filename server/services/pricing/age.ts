/**
 * Ages for pricing (storefront.md section 5: "Age is computed in 365.25-day years"): whole
 * 365.25-day years from the date of birth to today, both taken as UTC calendar days. On a
 * birthday the age therefore turns only once enough leap days have passed since the birth
 * (e.g. born 03/01/2000, on 03/01/2018 the age is still 17: 6,574 days < 18 x 365.25).
 */

const DAY_MS = 86_400_000;
const DAYS_PER_YEAR = 365.25;

/** A calendar day ('MM/DD/YYYY' as the quote stores it, or 'YYYY-MM-DD') as UTC ms; null when not a real date. */
export function parseDay(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const back = new Date(ms);
  return back.getUTCMonth() === Number(month) - 1 && back.getUTCDate() === Number(day) ? ms : null;
}

/** today's UTC calendar day as UTC ms. */
export function utcDay(today: Date): number {
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/** Whole 365.25-day years from `dob` to `today`; null when dob is not a date or lies after today. */
export function ageOn(dob: string | null | undefined, today: Date): number | null {
  const born = parseDay(dob);
  if (born === null) return null;
  const days = Math.round((utcDay(today) - born) / DAY_MS);
  return days < 0 ? null : Math.floor(days / DAYS_PER_YEAR);
}
