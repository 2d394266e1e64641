/**
 * How a text table speaks the page's language (issue 18). English is the source: each table of
 * texts (schemas/uiText/*.ts) is written in English and wrapped by `localizable`, which answers
 * every read in the language shown, from the table's translation, and falls back to English
 * only where a translation is missing (a test refuses that: tests/unit/i18n/catalogs.test.ts).
 * Components keep reading `TEXT.key` as before; the language is chosen once per page and on the
 * switch (src/shared/text/language.ts), so a read made at render is in the visitor's language.
 *
 * Texts that arrive as texts rather than by key (a catalog field's title, a tab's title, a
 * machine's message) are translated by their English text, as gettext does: `translateText`. Its
 * dictionary is every keyed table's pairs plus the dictionaries of data texts (schemas/i18n/es).
 *
 * The server never changes the language shown: it asks for a language explicitly (`textsIn`,
 * `translateText(text, language)`), so two requests in two languages never meet.
 */
import { DEFAULT_LANGUAGE, type Language } from './language';

/** The shape of a table's translation: the same keys, every text a string. */
export type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> };

/** A language a table is translated into (English is the tables' own). */
export type Other = Exclude<Language, typeof DEFAULT_LANGUAGE>;
type Node = Readonly<Record<string, unknown>>;

/** Each table's English texts, by id. */
const english = new Map<string, Node>();
/** Each table's translations, by id then language. */
const translations = new Map<string, Map<Language, Node>>();
/** English text -> its translation, per language: built from the keyed tables and the data dictionaries. */
const dictionaries = new Map<Language, Map<string, string>>();
/** The ids whose pairs are in the dictionary of a language already. */
const merged = new Set<string>();

let shown: Language = DEFAULT_LANGUAGE;

/** The language the page shows: every view answers in it. Only the browser sets it. */
export const shownLanguage = (): Language => shown;
export function showLanguage(language: Language): void {
  shown = language;
}

const dictionaryOf = (language: Language): Map<string, string> => {
  let dictionary = dictionaries.get(language);
  if (!dictionary) dictionaries.set(language, (dictionary = new Map()));
  return dictionary;
};

/** Adds the English -> translated pairs of one table, once both halves are known. */
function mergePairs(id: string, language: Language): void {
  const source = english.get(id);
  const target = translations.get(id)?.get(language);
  const mark = `${language}:${id}`;
  if (!source || !target || merged.has(mark)) return;
  merged.add(mark);
  const dictionary = dictionaryOf(language);
  const walk = (from: unknown, to: unknown): void => {
    if (typeof from === 'string') {
      if (typeof to === 'string' && to !== '' && !dictionary.has(from)) dictionary.set(from, to);
      return;
    }
    if (from && typeof from === 'object' && to && typeof to === 'object') {
      for (const key of Object.keys(from)) walk((from as Node)[key], (to as Node)[key]);
    }
  };
  walk(source, target);
}

/**
 * Registers a language's translations: keyed tables (id -> the table's translation) and a
 * dictionary of data texts (English text -> translation). Registering twice is harmless.
 */
export function addTranslations(language: Other, tables: Readonly<Record<string, object>>, dictionary: Readonly<Record<string, string>> = {}): void {
  for (const [id, table] of Object.entries(tables)) {
    let byLanguage = translations.get(id);
    if (!byLanguage) translations.set(id, (byLanguage = new Map()));
    byLanguage.set(language, table as Node);
    mergePairs(id, language);
  }
  const target = dictionaryOf(language);
  for (const [from, to] of Object.entries(dictionary)) if (to !== '') target.set(from, to);
}

/**
 * The English -> translated pairs of two tables of the same keys, as a dictionary: the message
 * catalog's, so a message used as a text (a choice's label, a field's title) is found by its text too.
 */
export function pairsOf(source: Readonly<Record<string, string>>, translated: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).flatMap(([key, text]) => (translated[key] ? [[text, translated[key]]] : [])));
}

/** Whether a language's translations were registered (the browser loads them on demand). */
export const hasTranslations = (language: Language): boolean => language === DEFAULT_LANGUAGE || dictionaries.has(language);

/** `text` in `language` (default: the language shown), found by its English text; the text itself when it has no translation. */
export function translateText(text: string, language: Language = shown): string {
  if (language === DEFAULT_LANGUAGE) return text;
  return dictionaries.get(language)?.get(text) ?? text;
}

/** A registered table's translation in a language (undefined: none, or English). */
export function tableIn(id: string, language: Language): Node | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : translations.get(id)?.get(language);
}

/** The translation of the text at `path` then `key` of table `id` (no array is made: a read of a text is on every render's path). */
function translatedAt(id: string, path: readonly string[], key: string, language: Language): string | undefined {
  let node: unknown = tableIn(id, language);
  for (const step of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Node)[step];
  }
  const text = node && typeof node === 'object' ? (node as Node)[key] : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The views made, per English node and language ('' = the language shown), so a read returns the same object each time. */
const views = new WeakMap<object, Map<Language | '', unknown>>();
/** Which table and place a view shows, for textsIn. */
const places = new WeakMap<object, { id: string; path: readonly string[]; node: object }>();

function view<T extends object>(node: T, id: string, path: readonly string[], fixed: Language | ''): T {
  let byLanguage = views.get(node);
  if (!byLanguage) views.set(node, (byLanguage = new Map()));
  const kept = byLanguage.get(fixed);
  if (kept) return kept as T;
  const proxy = new Proxy(node, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol') return value;
      if (typeof value === 'string') {
        const language = fixed === '' ? shown : fixed;
        return language === DEFAULT_LANGUAGE ? value : (translatedAt(id, path, key, language) ?? value);
      }
      // A group's view is made once; its path only then.
      if (value && typeof value === 'object') return views.get(value)?.get(fixed) ?? view(value, id, [...path, key], fixed);
      return value;
    },
  });
  places.set(proxy, { id, path, node });
  byLanguage.set(fixed, proxy);
  return proxy;
}

/**
 * A table of English texts that answers in the language shown. `id` names it for its
 * translations ('enrollment', 'storefront/shop/cart'): one id per table, as schemas/i18n/es lists them.
 */
export function localizable<T extends object>(id: string, texts: T): T {
  english.set(id, texts as Node);
  for (const language of dictionaries.keys()) mergePairs(id, language);
  return view(texts, id, [], '');
}

/** A localizable table (or a part of one) in a given language, whatever the page shows: the server's mails and PDFs. */
export function textsIn<T extends object>(language: Language, texts: T): T {
  const place = places.get(texts);
  if (!place) return texts;
  return view(place.node as T, place.id, place.path, language);
}

/** The views made by textsByEnglish, per English node. */
const byEnglish = new WeakMap<object, unknown>();

/**
 * A table of English data texts (not keyed in a translation: schemas/agreement.ts's labels) that
 * answers each read in the language shown, found by its English text (translateText). Like
 * `localizable`, a read made at render follows the page's language; the server reads English.
 */
export function textsByEnglish<T extends object>(texts: T): T {
  const kept = byEnglish.get(texts);
  if (kept) return kept as T;
  const proxy = new Proxy(texts, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value === 'string' && typeof key === 'string') return translateText(value);
      return value && typeof value === 'object' ? textsByEnglish(value) : value;
    },
  });
  byEnglish.set(texts, proxy);
  return proxy;
}

/** The ids of the tables made so far (each module of schemas/uiText makes one when imported): the completeness test walks them. */
export const localizableIds = (): string[] => [...english.keys()];

/** The id a table was made with (undefined: not a localizable table). */
export const tableId = (table: object): string | undefined => places.get(table)?.id;

/** A table's English texts by its id (undefined: not made yet). */
export const englishTable = (id: string): Readonly<Record<string, unknown>> | undefined => english.get(id);
