/**
 * The language of a passage of the store's content (issue 18): texts from the database arrive in
 * the page's language when the store has them translated, else in English, and the answer says
 * which (`content_lang`, server/services/contentLanguage.ts). A passage in another language than
 * the page's carries its own `lang`, so assistive technology reads it right (WCAG 3.1.2).
 */
import { passageLanguage, type Language } from '../../../schemas/i18n/language';
import { shownLanguage } from '../../../schemas/i18n/localizable';

/** The `lang` a passage needs: its language when not the page's (content that does not say is English), else none. */
export function passageLang(contentLang?: Language | string): string | undefined {
  return passageLanguage(contentLang, shownLanguage());
}
