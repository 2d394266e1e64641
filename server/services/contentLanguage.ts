/**
 * The store's content in the caller's language (issue 18; migration 035): texts written into the
 * database (a plan's descriptions, an upsell's popup, a landing's tagline, a question) are kept in
 * English with their translations beside them, found by the English text. An object is answered
 * wholly in the caller's language or wholly in English, never a mix within one passage, and says
 * which (`content_lang`), so the page marks an English passage on a Spanish page. English callers
 * cost no query; another language, one indexed query per answer. The rule lives in `sayObject`;
 * flat rows (inLanguage), two rows (bothInLanguage) and nested objects (contentLanguageNested.ts) use it.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { translationsOf } from '../db/queries/contentTranslations';
import type { Database } from '../db/types';

/** An object whose content texts are in `content_lang`. */
export type InLanguage<T> = T & { content_lang: Language };

/** The content fields of T: those holding text (string, or null when a row has none). */
type TextField<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T];

/** A text that needs a translation (an empty one reads alike in every language). */
export const isContentText = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** How an object's content texts are listed and how the object is made again with each text said otherwise. */
export interface ContentShape<T> {
  texts: (item: T) => readonly (string | null | undefined)[];
  rewrite: (item: T, say: (text: string) => string) => T;
}

/** The shape of a flat row whose content is the texts of `fields`. */
export function rowShape<T extends object>(fields: readonly TextField<T>[]): ContentShape<T> {
  return {
    texts: (row) => fields.map((field) => row[field] as string | null | undefined),
    rewrite: (row, say) => {
      const said: Partial<T> = {};
      for (const field of fields) {
        const text = row[field];
        if (typeof text === 'string') said[field] = say(text) as T[typeof field];
      }
      return { ...row, ...said };
    },
  };
}

/** The translations into `language` of `texts` (one query; none for English). */
export async function translationsFor(db: Kysely<Database>, language: Language, texts: readonly (string | null | undefined)[]): Promise<ReadonlyMap<string, string>> {
  if (language === DEFAULT_LANGUAGE) return new Map();
  return translationsOf(db, language, texts.filter(isContentText));
}

/** `item` wholly in `language` when `translations` hold every one of its content texts, else wholly in English. */
export function sayObject<T extends object>(translations: ReadonlyMap<string, string>, language: Language, item: T, shape: ContentShape<T>): InLanguage<T> {
  const texts = shape.texts(item).filter(isContentText);
  if (language === DEFAULT_LANGUAGE || !texts.every((text) => translations.has(text))) return { ...item, content_lang: DEFAULT_LANGUAGE };
  return { ...shape.rewrite(item, (text) => (isContentText(text) ? (translations.get(text) ?? text) : text)), content_lang: language };
}

/** `rows` with the texts of `fields` in `language`, each row wholly translated or wholly English, with its `content_lang`. */
export async function inLanguage<T extends object>(
  db: Kysely<Database>, language: Language, rows: readonly T[], fields: readonly TextField<T>[],
): Promise<InLanguage<T>[]> {
  const shape = rowShape<T>(fields);
  const translations = await translationsFor(db, language, rows.flatMap(shape.texts));
  return rows.map((row) => sayObject(translations, language, row, shape));
}

/**
 * Two objects of an answer, of different shapes, each in `language` as inLanguage answers it
 * (each wholly translated or wholly English, on its own), with one query.
 */
export async function bothInLanguage<A extends object, B extends object>(
  db: Kysely<Database>, language: Language, a: A, aFields: readonly TextField<A>[], b: B, bFields: readonly TextField<B>[],
): Promise<[InLanguage<A>, InLanguage<B>]> {
  const aShape = rowShape<A>(aFields);
  const bShape = rowShape<B>(bFields);
  const translations = await translationsFor(db, language, [...aShape.texts(a), ...bShape.texts(b)]);
  return [sayObject(translations, language, a, aShape), sayObject(translations, language, b, bShape)];
}

/** One object in `language` (inLanguage of one row). */
export async function oneInLanguage<T extends object>(
  db: Kysely<Database>, language: Language, row: T, fields: readonly TextField<T>[],
): Promise<InLanguage<T>> {
  const [translated] = await inLanguage(db, language, [row], fields);
  return translated;
}
