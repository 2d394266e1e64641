import { passageLang } from '../shared/text/contentLang';

/** A passage of the store's content as an answer gives it: its text and the language it says it is in. */
export interface ContentPassage { text: string; lang?: string }

/**
 * The engine's titleLang (formContext.ts) for these passages (a form's questions as the server
 * answered them): the `lang` a title needs when it is one of them in another language than the page's.
 */
export function titleLangs(passages: readonly ContentPassage[]): (title: string) => string | undefined {
  const langs = new Map(passages.map((passage) => [passage.text, passage.lang]));
  return (title) => (langs.has(title) ? passageLang(langs.get(title)) : undefined);
}
