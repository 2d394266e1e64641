/**
 * Zip code -> state (issue 8 point 3, the quote's derived state), from a local table: the USPS
 * three-digit prefix ranges of the 50 states, DC and Puerto Rico, written as data (no outside
 * service). Ranges are coarse on purpose: a prefix USPS leaves unused inside a state's range
 * reads as that state; prefixes outside every range (000-004, the military AE/AA/AP prefixes,
 * the territories other than Puerto Rico) are unknown and the quote refuses them.
 */

/** [first zip3, last zip3, state] — inclusive ranges, ascending, not overlapping. */
const ZIP3_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'], [6, 7, 'PR'], [9, 9, 'PR'],
  [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'],
  [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'],
  [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'],
  [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'], [341, 349, 'FL'],
  [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'],
  [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'],
  [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'],
  [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'],
  [700, 714, 'LA'], [716, 729, 'AR'], [730, 732, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'],
  [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'],
  [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/** The state (two-letter code) of a 5-digit zip, or null when its prefix is in no range. */
export function stateOfZip(zip: string): string | null {
  if (!/^[0-9]{5}$/.test(zip)) return null;
  const prefix = Number(zip.slice(0, 3));
  // Binary search: the table is ascending.
  let low = 0;
  let high = ZIP3_RANGES.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [first, last, state] = ZIP3_RANGES[mid]!;
    if (prefix < first) high = mid - 1;
    else if (prefix > last) low = mid + 1;
    else return state;
  }
  return null;
}

/** The table's ranges (for tests: ascending and disjoint). */
export const ZIP3_TABLE = ZIP3_RANGES;
