import type { ContentPlaceData } from '../../../schemas/api/adminTypes';

/** Where a text is used, as data staff recognise: 'plans.short_text · id 1501 · name Prairie Term Life 100k'. */
export const placeWords = ({ table, column, keys }: ContentPlaceData): string =>
  [`${table}.${column}`, ...Object.entries(keys).map(([key, value]) => `${key} ${value}`)].join(' · ');

/** A text cut to `max` characters for a label or a message ('…' when cut). */
export function shortText(text: string, max = 60): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`;
}
