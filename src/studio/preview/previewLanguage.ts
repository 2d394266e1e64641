/**
 * The preview's language (issue 18 item 4): staff see the draft as an English or a Spanish
 * enrollee would, without changing the language the studio's page shows. The draft's own texts
 * come from its translations, the catalog's through translateText with the language named
 * explicitly; the Spanish pack loads on demand, as the enrollee's page loads it.
 */
import { useEffect, useMemo, useState } from 'react';
import { resolvedFieldIn } from '../../../adapters';
import type { ResolvedField, ResolvedForm } from '../../../schemas/forms/definition';
import { DEFAULT_LANGUAGE, type Language } from '../../../schemas/i18n/language';
import { hasTranslations, translateText } from '../../../schemas/i18n/localizable';
import { loadLanguage } from '../../shared/text/language';

/** Loads the language's pack once, as the enrollee's page does (src/shared/text/language.ts); whether it is there. */
function useSpanishPack(language: Language): boolean {
  const [ready, setReady] = useState(() => hasTranslations('es'));
  useEffect(() => {
    if (language === DEFAULT_LANGUAGE || ready) return undefined;
    let live = true;
    // A pack that fails to load (offline) leaves the preview in English.
    loadLanguage(language).then(() => {
      if (live) setReady(true);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [language, ready]);
  return ready;
}

/** Each field as shown in a language, per field object and whether that language's pack was there (the dictionary grows once it loads). */
const MADE = new WeakMap<ResolvedField, Map<string, ResolvedField>>();

function fieldsIn(fields: readonly ResolvedField[], language: Exclude<Language, typeof DEFAULT_LANGUAGE>, ready: boolean): ResolvedField[] {
  const key = `${language}:${String(ready)}`;
  const translate = (text: string) => translateText(text, language);
  return fields.map((field) => {
    let made = MADE.get(field);
    if (!made) MADE.set(field, (made = new Map()));
    let shown = made.get(key);
    if (!shown) made.set(key, (shown = resolvedFieldIn(field, language, translate)));
    return shown;
  });
}

/**
 * The fields and messages of `resolved` in `language`: the same arrays in English; in Spanish
 * each field made once per field object (an edit re-makes only the edited one, so the preview's
 * blocks keep their work).
 */
export function useResolvedIn(resolved: ResolvedForm, language: Language): { fields: ResolvedField[]; messages: Record<string, string> } {
  const ready = useSpanishPack(language);
  const fields = useMemo(() => (language === DEFAULT_LANGUAGE ? resolved.fields : fieldsIn(resolved.fields, language, ready)), [resolved.fields, language, ready]);
  const messages = useMemo(() => {
    const translated = language === DEFAULT_LANGUAGE ? undefined : resolved.messagesTranslated?.[language];
    return translated ? { ...resolved.messages, ...translated } : resolved.messages;
  }, [resolved.messages, resolved.messagesTranslated, language]);
  return { fields, messages };
}
