/**
 * Input masks the widgets apply on every change. Each is idempotent (formatting a formatted
 * value changes nothing), so a widget can run it on whatever the input holds.
 */

/** Non-digits stripped, at most `max` digits (SSN 9, phone 10, zip 5, ...). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, Math.max(0, max));
}

/** State as typed: two letters or fewer upper-cased ('il' -> 'IL'), longer title-cased ('new york' -> 'New York'). */
export function formatStateInput(raw: string): string {
  if (raw.trim().length <= 2) return raw.toUpperCase();
  return raw.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}
