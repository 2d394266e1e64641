/**
 * Ages for pricing (storefront.md section 5: "Age is computed in 365.25-day years"): whole
 * 365.25-day years from the date of birth to today's calendar day, with the quote form's own
 * rules (domain/storefront/quoteRules.ts), so the form and the price agree. On a birthday
 * the age turns only once enough leap days have passed since the birth (born 03/01/2000, on
 * 03/01/2018 the age is still 17: 6,574 days < 18 x 365.25).
 */
import { ageInYears, dayOf, parseDob } from '../../../domain/storefront/quoteRules';

/** Whole 365.25-day years from `dob` (MM/DD/YYYY) to `today`; null when dob is not a date or lies after today. */
export function ageOn(dob: string | null | undefined, today: Date): number | null {
  const born = typeof dob === 'string' ? parseDob(dob.trim()) : null;
  if (born === null) return null;
  const age = ageInYears(born, dayOf(today));
  return age < 0 ? null : Math.floor(age);
}
