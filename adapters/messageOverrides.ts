/**
 * A scope's overrides of the catalog's messages (a form layer's `messages` part, issue 14 item 1):
 * message key of schemas/messages.ts -> the text that scope's forms show instead. The catalog
 * writes its messages out as texts (a field's `messages.pattern` is MESSAGES.firstName's text),
 * so an override replaces the key's text wherever the form shows it: a field's own message, a
 * default ('Field is required'), a server rule's message. The same function runs for the
 * server's 422 and the client's engine, so both say the same.
 */
import type { FieldError } from '../schemas/api/types';
import { MESSAGES } from '../schemas/messages';
import type { ResolvedForm } from '../schemas/forms/definition';
import { DEFAULT_LANGUAGE, type Language } from '../schemas/i18n/language';
import type { MessageOverrides, TabForm, TranslatedOverrides } from './types';

/** A message's `{name}` placeholders (filled in where it is shown: '{total}'). */
export const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The names of a message's placeholders, each once, in the order they first appear ('{total}' -> ['total']). */
export function messagePlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** How one scope rewrites texts: exact texts, and templates whose placeholders were filled in. */
interface Rewrites {
  exact: ReadonlyMap<string, string>;
  templates: ReadonlyArray<{ pattern: RegExp; names: string[]; text: string }>;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rewrites of one overrides object, built once. */
const built = new WeakMap<MessageOverrides, Rewrites>();
function rewrites(overrides: MessageOverrides): Rewrites {
  const kept = built.get(overrides);
  if (kept) return kept;
  const exact = new Map<string, string>();
  const templates: Rewrites['templates'][number][] = [];
  for (const [key, text] of Object.entries(overrides)) {
    const original = Object.hasOwn(MESSAGES, key) ? (MESSAGES as Record<string, unknown>)[key] : undefined;
    if (typeof original !== 'string' || typeof text !== 'string' || text === '') continue;
    const names = [...original.matchAll(PLACEHOLDER)].map((match) => match[1]);
    if (names.length === 0) {
      exact.set(original, text);
      continue;
    }
    // 'The total percentage is {total} and…' shows as 'The total percentage is 80 and…': match it with the values.
    const source = original.split(PLACEHOLDER).map((part, i) => (i % 2 === 1 ? '(.*?)' : escape(part))).join('');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, text });
  }
  const result = { exact, templates };
  built.set(overrides, result);
  return result;
}

/**
 * The text a scope shows for `text`: its override when one names the message (placeholders filled
 * in as shown), else `text`. A translation (the overrides are another language's catalog) passes
 * each filled-in value through `translateValue`, so a word the English filled in ('child') is said
 * in that language too; a value it does not know (a name, a number) stays as it is.
 */
export function overriddenMessage(overrides: MessageOverrides | undefined, text: string, translateValue: (value: string) => string = (value) => value): string {
  if (!overrides) return text;
  const { exact, templates } = rewrites(overrides);
  const same = exact.get(text);
  if (same !== undefined) return same;
  for (const { pattern, names, text: override } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1]]));
    return override.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      return value === undefined ? whole : translateValue(value);
    });
  }
  return text;
}

/** Field errors with a scope's overridden texts (a new list; `errors` is not changed). */
export function withMessageOverrides(errors: readonly FieldError[], overrides: MessageOverrides | undefined): FieldError[] {
  return errors.map((error) => ({ ...error, error_message: overriddenMessage(overrides, error.error_message) }));
}

/** The form with a scope's message overrides; the same form when there are none (so answers stay as before). */
export function withFormMessages(form: TabForm, overrides: MessageOverrides | undefined): TabForm {
  return overrides && Object.keys(overrides).length > 0 ? { ...form, messages: overrides } : form;
}

/** A messages form's resolved overrides with their translations (undefined: it overrides nothing); the resolved records themselves, not copies. */
export function translatedOverrides(resolved: Pick<ResolvedForm, 'messages' | 'messagesTranslated'>): TranslatedOverrides | undefined {
  if (Object.keys(resolved.messages).length === 0) return undefined;
  const es = resolved.messagesTranslated?.es;
  return { messages: resolved.messages, ...(es && Object.keys(es).length > 0 && { message_translations: { es } }) };
}

/**
 * The overrides a reader of `language` meets (issue 18): in English the scope's texts; in another
 * language only those its definition translates, in its words. An override without a translation
 * (a version published before each text needed one) gives way to the catalog's own translation:
 * a Spanish reader never meets the English text a portal wrote.
 */
export function overridesIn(scope: TranslatedOverrides | undefined, language: Language): MessageOverrides | undefined {
  return language === DEFAULT_LANGUAGE ? scope?.messages : scope?.message_translations?.[language];
}

/** A messages form's answer: copies of the overrides and their translations (the resolved records are kept per instance), none when absent. */
export function overridesAnswer(scope: TranslatedOverrides | undefined): TranslatedOverrides {
  if (!scope?.messages) return {};
  const es = scope.message_translations?.es;
  return { messages: { ...scope.messages }, ...(es && { message_translations: { es: { ...es } } }) };
}
