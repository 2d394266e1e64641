/**
 * Something made from a loaded answer in a language, made once per language (issue 18): a step
 * loads its definitions once, carrying every language's texts, and builds its form in the language
 * shown; the switch asks for the other language's and gets it built from the same answer, with no
 * new read, and the same object each time it asks again (memoized forms and schemas stay).
 */
import type { Language } from '../../../schemas/i18n/language';

export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language) as T;
  };
}
