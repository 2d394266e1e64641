/**
 * Content objects whose texts sit at more than one level (a plan question and its options, an
 * assistant's question and its inputs' labels) in the caller's language (issue 18), as
 * services/contentLanguage.ts answers flat rows: each object wholly in `language` when every one
 * of its non-empty texts has a translation, else wholly English, and says which (content_lang).
 * English costs no query; another language, one query for all the objects of an answer.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { translationsOf } from '../db/queries/contentTranslations';
import type { Database } from '../db/types';
import type { InLanguage } from './contentLanguage';

/** A text that needs a translation (an empty one reads alike). */
const isText = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * `items` in `language`: `textsOf` lists an item's content texts, `rewrite` makes the item with each
 * text said by `say` (called only when every text has its translation).
 */
export async function nestedInLanguage<T extends object>(
  db: Kysely<Database>, language: Language, items: readonly T[],
  textsOf: (item: T) => readonly (string | null | undefined)[], rewrite: (item: T, say: (text: string) => string) => T,
): Promise<InLanguage<T>[]> {
  if (language === DEFAULT_LANGUAGE) return items.map((item) => ({ ...item, content_lang: DEFAULT_LANGUAGE }));
  const translations = await translationsOf(db, language, items.flatMap((item) => textsOf(item).filter(isText)));
  const say = (text: string): string => (isText(text) ? (translations.get(text) ?? text) : text);
  return items.map((item) => (textsOf(item).filter(isText).every((text) => translations.has(text))
    ? { ...rewrite(item, say), content_lang: language }
    : { ...item, content_lang: DEFAULT_LANGUAGE }));
}
