/**
 * The one MM/DD/YYYY input mask (storefront.md section 9: "slashes inserted automatically, month
 * clamped to 1-12, day to 1-31"), used by the quote's DOB, the spouse DOB, the health-question
 * dates and the wizard's date widget. It lives in domain/ because the storefront machines keep
 * their typed value through it and src/ uses it too (machines/ may not import adapters/).
 *
 * It reads what the input holds character by character, so it serves typing and pasting alike:
 * - a typed separator ('/', '-', '.', space) ends a one-digit month or day and pads it
 *   ('6/' -> '06/', '1/2/' -> '01/02/'); the clamp never swallows it;
 * - a first digit that cannot start a two-digit part is padded at once ('6' -> '06');
 * - a complete two-digit part is clamped ('13' -> '12', '00' -> '01', '32' as a day -> '31');
 * - slashes are inserted once the next part starts, and a separator the user typed after a
 *   complete month or day stays, so backspace over a slash never fights the mask;
 * - at most 4 year digits (10 characters); anything else is dropped.
 * Formatting a formatted value changes nothing, so a field can run it on every change.
 */

/** Upper bound of each two-digit part: month, then day. */
const PART_TOPS = [12, 31] as const;
const SEPARATOR = /[/\-. ]/;
const YEAR_DIGITS = 4;

/** A one- or two-digit part as the field shows it once ended: two digits within [1, top]. */
const endPart = (part: string, top: number): string =>
  String(Math.min(Math.max(Number(part), 1), top)).padStart(2, '0');

/** The date as the field keeps it (see the file comment): at most 'MM/DD/YYYY'. */
export function formatDateInput(raw: string): string {
  const chars = [...raw];
  const parts: string[] = [];
  let current = '';
  let separatorTyped = false;
  chars.forEach((char, at) => {
    const top = PART_TOPS[parts.length];
    if (/\d/.test(char)) {
      separatorTyped = false;
      if (top === undefined) {
        if (current.length < YEAR_DIGITS) current += char;
        return;
      }
      current += char;
      if (current.length === 2 || (Number(current) > Math.floor(top / 10) && !twoDigitsEnded(chars, at))) {
        parts.push(endPart(current, top));
        current = '';
      }
    } else if (SEPARATOR.test(char)) {
      if (top !== undefined && current !== '') {
        parts.push(endPart(current, top));
        current = '';
      }
      if (current === '') separatorTyped = parts.length > 0;
    }
  });
  const shown = current === '' ? parts : [...parts, current];
  return shown.join('/') + (separatorTyped && current === '' ? '/' : '');
}

/**
 * Whether the digit at `at` is followed by one more digit and then a separator ('45/' pasted as a
 * day): then the two digits are one part, clamped ('31'), rather than a padded digit ('04') and a
 * stray one. A digit typed alone (2-9 for a month, 4-9 for a day) starts no two-digit part.
 */
function twoDigitsEnded(chars: readonly string[], at: number): boolean {
  return /\d/.test(chars[at + 1] ?? '') && SEPARATOR.test(chars[at + 2] ?? '');
}
