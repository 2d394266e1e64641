/**
 * Input masks the widgets apply on every change. Each is idempotent (formatting a formatted
 * value changes nothing), so a widget can run it on whatever the input holds.
 */

/** Non-digits stripped, at most `max` digits (SSN 9, phone 10, zip 5, ...). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, Math.max(0, max));
}

/**
 * A phone number as every page, mail and document shows it: '5552010001' -> '(555) 201-0001';
 * anything that is not ten digits is shown as stored.
 */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** A phone number for a tel: link: its digits only. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/\D/g, '')}`;

/** State as typed: two letters or fewer upper-cased ('il' -> 'IL'), longer title-cased ('new york' -> 'New York'). */
export function formatStateInput(raw: string): string {
  if (raw.trim().length <= 2) return raw.toUpperCase();
  return raw.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}
