/**
 * What the server's mails and PDFs need to speak their reader's language (issue 18): their texts
 * (schemas/uiText/mail.ts), the spec messages they carry, money and dates in the language's
 * locale (schemas/i18n/language.ts LANGUAGE_LOCALES), and a template filled in as HTML.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { tableIn, textsIn, translateText } from '../../schemas/i18n/localizable';
import { MESSAGES, type MessageKey } from '../../schemas/messages';
import { MAIL_TEXT } from '../../schemas/uiText/mail';
import { escapeHtml } from './html';

/** The mails' texts in `language`. */
export const mailText = (language: Language): typeof MAIL_TEXT => textsIn(language, MAIL_TEXT);

/** A spec message in `language` (its template, placeholders unfilled): the catalog's translation, else its English. */
export function messageIn(key: MessageKey, language: Language): string {
  const translated = language === DEFAULT_LANGUAGE ? undefined : tableIn('messages', language)?.[key];
  return typeof translated === 'string' && translated !== '' ? translated : MESSAGES[key];
}

/** A data text (a tier, a plan's category, a tab's title) in `language`, found by its English text. */
export const dataText = (text: string, language: Language): string => translateText(text, language);

/** Money and long dates as every page writes them (schemas/i18n/formats.ts): '$12.50', '15 de junio de 2026'. */
export { formatLongDate as longDate, formatMoney as money } from '../../schemas/i18n/formats';

/** Markup to put in a template as it is (a link); any other value is escaped. */
export interface Markup { html: string }

/** `template` as HTML: its text escaped, each `{name}` replaced by its value (escaped, or a Markup as it is). */
export function fillHtml(template: string, values: Readonly<Record<string, string | number | Markup>>): string {
  return template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name === undefined ? undefined : values[name];
    if (value === undefined) return escapeHtml(part);
    return typeof value === 'object' ? value.html : escapeHtml(String(value));
  }).join('');
}
