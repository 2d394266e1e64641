/** Helpers of the language tests: a table's texts by path, a text's placeholders, and the texts both languages write alike. */

/** Each leaf text of a table, by its dotted path. */
export function leaves(node: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (value && typeof value === 'object') for (const [inner, text] of leaves(value as object, path)) found.set(inner, text);
  }
  return found;
}

/** A text's `{name}` placeholders, sorted. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

/**
 * English texts whose Spanish is the same text: formats, abbreviations and words Spanish writes
 * alike. Short on purpose; each entry is a decision, not a way to silence the test.
 */
export const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  'MM/DD/YYYY', 'OK', 'No', '{name}', '{count}', '…',
  // The storefront's: the app stores' names, and 'plan' and 'portal', which Spanish spells alike (docs/i18n.md's glossary).
  'App Store', 'Google Play', '{count} plan', 'Portal', 'Plan', 'Portal: {name}',
]);
