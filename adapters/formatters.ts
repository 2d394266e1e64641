/**
 * Input masks the widgets apply on every change. Each is idempotent (formatting a formatted
 * value changes nothing), so a widget can run it on whatever the input holds.
 */

/** Non-digits stripped, at most `max` digits (SSN 9, phone 10, zip 5, ...). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, Math.max(0, max));
}

/**
 * Takes one two-digit date part off the front of `digits`: a first digit that cannot start a
 * valid value is padded ('4' as a day -> '04'), a complete part is clamped into [1, top]
 * ('13' -> '12', '00' -> '01'). Returns the part and the digits left.
 */
function takePart(digits: string, top: number): [string, string] {
  const first = digits.charAt(0);
  if (first === '') return ['', ''];
  if (Number(first) > Math.floor(top / 10)) return [`0${first}`, digits.slice(1)];
  if (digits.length === 1) return [first, ''];
  const n = Math.min(Math.max(Number(digits.slice(0, 2)), 1), top);
  return [String(n).padStart(2, '0'), digits.slice(2)];
}

/**
 * Date typed as MM/DD/YYYY: digits only, slashes inserted once the next part starts (so
 * backspace over a slash works), month clamped 1-12, day 1-31, at most 10 characters.
 */
export function formatDateInput(raw: string): string {
  const [month, afterMonth] = takePart(raw.replace(/\D/g, ''), 12);
  if (!afterMonth) return month;
  const [day, afterDay] = takePart(afterMonth, 31);
  if (!afterDay) return `${month}/${day}`;
  return `${month}/${day}/${afterDay.slice(0, 4)}`;
}

/** State as typed: two letters or fewer upper-cased ('il' -> 'IL'), longer title-cased ('new york' -> 'New York'). */
export function formatStateInput(raw: string): string {
  if (raw.trim().length <= 2) return raw.toUpperCase();
  return raw.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}
