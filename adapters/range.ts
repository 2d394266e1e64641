/**
 * A whole-number range as a regular expression. Form values are text (a number input holds
 * '42'), and JSON Schema's minimum/maximum apply to numbers only, so a range a form definition
 * sets is checked as a pattern: the same keyword on the server's ajv and in the browser's
 * precompiled validator, with no custom keyword either would need to know.
 */

/** The widest bound a range may have: 15 digits, what a number input takes (LIMITS.number). */
export const RANGE_LIMIT = 999_999_999_999_999;

/** Alternatives matching every digit string of one length from `lo` to `hi` (same length, lo <= hi). */
function sameLength(lo: string, hi: string): string[] {
  if (lo.length === 1) return [lo === hi ? lo : `[${lo}-${hi}]`];
  const rest = lo.length - 1;
  if (lo[0] === hi[0]) return [`${lo[0]}${group(sameLength(lo.slice(1), hi.slice(1)))}`];
  const alternatives: string[] = [];
  const lowTail = lo.slice(1);
  const highTail = hi.slice(1);
  let first = Number(lo[0]);
  let last = Number(hi[0]);
  // The first digit's own partial blocks, then the full blocks between them.
  if (!/^0+$/.test(lowTail)) {
    alternatives.push(`${lo[0]}${group(sameLength(lowTail, '9'.repeat(rest)))}`);
    first += 1;
  }
  const highPartial = /^9+$/.test(highTail) ? undefined : `${hi[0]}${group(sameLength('0'.repeat(rest), highTail))}`;
  if (highPartial) last -= 1;
  if (first <= last) alternatives.push(`${first === last ? String(first) : `[${first}-${last}]`}[0-9]{${rest}}`);
  if (highPartial) alternatives.push(highPartial);
  return alternatives;
}

function group(alternatives: string[]): string {
  return alternatives.length === 1 && !alternatives[0].includes('|') ? alternatives[0] : `(?:${alternatives.join('|')})`;
}

/** Alternatives for every whole number from lo to hi (0 <= lo <= hi), without leading zeros. */
function magnitudes(lo: number, hi: number): string[] {
  const alternatives: string[] = [];
  let from = lo;
  while (from <= hi) {
    const digits = String(from).length;
    const top = Math.min(hi, 10 ** digits - 1);
    alternatives.push(...sameLength(String(from), String(top)));
    from = top + 1;
  }
  return alternatives;
}

/**
 * The anchored pattern of the whole numbers from `minimum` to `maximum` (either may be absent:
 * unbounded on that side, within RANGE_LIMIT), leading zeros and a leading minus allowed.
 * undefined when neither bound is given.
 */
export function integerRangePattern(minimum: number | undefined, maximum: number | undefined): string | undefined {
  if (minimum === undefined && maximum === undefined) return undefined;
  const lo = Math.ceil(minimum ?? -RANGE_LIMIT);
  const hi = Math.floor(maximum ?? RANGE_LIMIT);
  // An empty range (lo > hi) matches nothing.
  if (lo > hi) return '^(?!)$';
  const parts: string[] = [];
  if (lo < 0) parts.push(`-0*${group(magnitudes(Math.max(1, hi < 0 ? -hi : 1), -lo))}`);
  if (hi >= 0) parts.push(`0*${group(magnitudes(Math.max(0, lo), hi))}`);
  return `^(?:${parts.join('|')})$`;
}
