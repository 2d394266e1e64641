/**
 * Content objects whose texts sit at more than one level (a plan question and its options, an
 * assistant's question and its inputs' labels) in the caller's language (issue 18), by the same
 * rule as flat rows (services/contentLanguage.ts sayObject): each object wholly in `language` when
 * every one of its non-empty texts has a translation, else wholly English, saying which (content_lang).
 * English costs no query; another language, one query for all the objects of an answer.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../schemas/i18n/language';
import type { Database } from '../db/types';
import { type InLanguage, sayObject, translationsFor } from './contentLanguage';

/**
 * `items` in `language`: `textsOf` lists an item's content texts, `rewrite` makes the item with each
 * text said by `say` (called only when every text has its translation).
 */
export async function nestedInLanguage<T extends object>(
  db: Kysely<Database>, language: Language, items: readonly T[],
  textsOf: (item: T) => readonly (string | null | undefined)[], rewrite: (item: T, say: (text: string) => string) => T,
): Promise<InLanguage<T>[]> {
  const shape = { texts: textsOf, rewrite };
  const translations = await translationsFor(db, language, items.flatMap(textsOf));
  return items.map((item) => sayObject(translations, language, item, shape));
}
