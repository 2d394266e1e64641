/**
 * The store's content in the caller's language (issue 18; migration 035): texts written into the
 * database (a plan's descriptions, an upsell's popup, a landing's tagline, a question) are kept in
 * English with their translations beside them, found by the English text. An object is answered
 * wholly in the caller's language or wholly in English, never a mix within one passage, and says
 * which (`content_lang`), so the page marks an English passage on a Spanish page. English callers
 * cost no query; another language, one indexed query per answer.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { translationsOf } from '../db/queries/contentTranslations';
import type { Database } from '../db/types';

/** An object whose content texts are in `content_lang`. */
export type InLanguage<T> = T & { content_lang: Language };

/** The content fields of T: those holding text (string, or null when a row has none). */
type TextField<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T];

/** The non-empty texts of `fields` in `row`. */
const textsOf = <T>(row: T, fields: readonly TextField<T>[]): string[] =>
  fields.map((field) => row[field]).filter((text): text is T[TextField<T>] & string => typeof text === 'string' && text.trim() !== '');

/**
 * `rows` with the texts of `fields` in `language` when every one of a row's non-empty texts has a
 * translation, else left in English; each with its `content_lang`.
 */
export async function inLanguage<T extends object>(
  db: Kysely<Database>, language: Language, rows: readonly T[], fields: readonly TextField<T>[],
): Promise<InLanguage<T>[]> {
  if (language === DEFAULT_LANGUAGE) return rows.map((row) => ({ ...row, content_lang: DEFAULT_LANGUAGE }));
  const translations = await translationsOf(db, language, rows.flatMap((row) => textsOf(row, fields)));
  return rows.map((row) => translatedRow(translations, language, row, fields));
}

/** `row` in `language` when `translations` hold every one of its non-empty texts, else in English. */
function translatedRow<T extends object>(translations: ReadonlyMap<string, string>, language: Language, row: T, fields: readonly TextField<T>[]): InLanguage<T> {
  const texts = textsOf(row, fields);
  if (!texts.every((text) => translations.has(text))) return { ...row, content_lang: DEFAULT_LANGUAGE };
  const translated: Partial<T> = {};
  for (const field of fields) {
    const text = row[field];
    if (typeof text === 'string' && translations.has(text)) translated[field] = translations.get(text) as T[typeof field];
  }
  return { ...row, ...translated, content_lang: language };
}

/**
 * Two objects of an answer, of different shapes, each in `language` as inLanguage answers it
 * (each wholly translated or wholly English, on its own), with one query.
 */
export async function bothInLanguage<A extends object, B extends object>(
  db: Kysely<Database>, language: Language, a: A, aFields: readonly TextField<A>[], b: B, bFields: readonly TextField<B>[],
): Promise<[InLanguage<A>, InLanguage<B>]> {
  if (language === DEFAULT_LANGUAGE) return [{ ...a, content_lang: DEFAULT_LANGUAGE }, { ...b, content_lang: DEFAULT_LANGUAGE }];
  const translations = await translationsOf(db, language, [...textsOf(a, aFields), ...textsOf(b, bFields)]);
  return [translatedRow(translations, language, a, aFields), translatedRow(translations, language, b, bFields)];
}

/** One object in `language` (inLanguage of one row). */
export async function oneInLanguage<T extends object>(
  db: Kysely<Database>, language: Language, row: T, fields: readonly TextField<T>[],
): Promise<InLanguage<T>> {
  const [translated] = await inLanguage(db, language, [row], fields);
  return translated;
}
