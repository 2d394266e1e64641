/**
 * The page's language (issue 18): the server decides it for the first paint (the `lang` cookie,
 * else the browser's first choice: schemas/i18n/language.ts) and writes it in `<html lang>`; the
 * app starts in it and loads the other language's texts only then (one chunk: schemas/i18n/es).
 * The switch changes it in place: the texts load, every view answers in the new language
 * (schemas/i18n/localizable.ts) and the pages render again with their state kept (the route table
 * subscribes: src/app/routes.tsx), so nothing a person typed is lost.
 */
import { useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { putLanguage } from '../../api/putLanguage';
import { addTranslations, hasTranslations, showLanguage, shownLanguage } from '../../../schemas/i18n/localizable';
import { formatMoney, pluralOf } from '../../../schemas/i18n/formats';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_LOCALES, type Language } from '../../../schemas/i18n/language';

const listeners = new Set<() => void>();

/** The language the server wrote in the page (English when it names none of ours). */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Loads a language's texts once (English is built in). */
export async function loadLanguage(language: Language): Promise<void> {
  if (hasTranslations(language)) return;
  const { SPANISH } = await import('../../../schemas/i18n/es');
  addTranslations('es', SPANISH.tables, SPANISH.dictionary);
}

/** Before the first render: the page's language, its texts loaded. A failed load leaves the page in English (it still works). */
export async function startLanguage(): Promise<void> {
  const language = pageLanguage();
  if (language === DEFAULT_LANGUAGE) return;
  try {
    await loadLanguage(language);
    showLanguage(language);
  } catch {
    // The page then speaks English, and says so to assistive technology.
    document.documentElement.lang = DEFAULT_LANGUAGE;
  }
}

/** The server's copy of the latest choice (PUT /api/language), settled or failed. */
let remembered: Promise<void> = Promise.resolve();

/**
 * Settles once the server holds the latest choice (or failed to take it): a read of what follows
 * the enrollment's language (the agreement's texts) waits for it after a switch.
 */
export const languageRemembered = (): Promise<void> => remembered;

/**
 * Remembers the choice: at once in the cookie the server reads (the next request, even one sent
 * before the server answers), and on the server (PUT /api/language), which writes the same cookie
 * and gives the open enrollment the language its mails and PDF follow. A failed call leaves the
 * cookie's choice (the enrollment keeps the language it had).
 */
function remember(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  remembered = putLanguage(language).then(() => undefined, () => undefined);
}

/** Shows the page in `language`: loads its texts, then every page renders again in it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  remember(language);
  if (shownLanguage() === language) return;
  showLanguage(language);
  document.documentElement.lang = language;
  switched = true;
  for (const listener of listeners) listener();
  // The store's content comes from the server in the language asked (the cookie just written): the
  // reads on screen are read again, their old answer shown meanwhile; the others when next shown (languageSwitched).
  void mutate(() => true);
}

/** Whether the page's language was switched since it loaded. */
let switched = false;

/**
 * Whether answers read before may be in another language than the page's: a read kept for the
 * page's life (src/api/query.ts ONCE_PER_PAGE) is then read again when next shown.
 */
export const languageSwitched = (): boolean => switched;

/** Calls `listener` whenever the language shown changes; returns how to stop. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, shownLanguage, shownLanguage);
}

/** The Intl locale of the language shown. */
export const shownLocale = (): string => LANGUAGE_LOCALES[shownLanguage()];

/** An amount of dollars in the language shown ('412.50' -> '$412.50'). */
export const money = (amount: string | number): string => formatMoney(amount, shownLanguage());

/** The form of a counted text for `count` in the language shown. */
export const plural = <T,>(count: number, forms: { one: T; other: T }): T => pluralOf(count, forms, shownLanguage());
