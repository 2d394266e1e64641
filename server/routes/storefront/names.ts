/** A rep's one name column as the wire's first / middle / last names. */

/** 'Jordan Avery' -> Jordan, '', Avery; 'Ann Marie Cole' -> Ann, Marie, Cole; one word is the first name. */
export function splitName(name: string): { first: string; middle: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first: words[0] ?? '', middle: '', last: '' };
  return { first: words[0], middle: words.slice(1, -1).join(' '), last: words[words.length - 1] };
}
