/**
 * A definition's texts in the language shown (issue 18 item 4). The server sends each field's
 * hint with its texts in English and, under `translations`, in every other language the
 * definition gives (fieldDefinitions), so a page that switches language needs no new call: the
 * browser builds its form from `definitionsIn(defs, language)`, and the server, which validates
 * a save with the caller's messages, does the same with the caller's language. Pure: the
 * language is passed in. A text without a translation stays English (publishing refuses a
 * version with one missing: translations.ts).
 */
import type { FieldDefinition, FieldHint, HintTexts } from '../../schemas/catalog';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import type { DefinitionLanguage, FieldTexts } from '../../schemas/forms/translations';
import type { ResolvedField } from '../../schemas/forms/definition';
import { HINT_KEYS } from './props';
import { TEXT_PROPS } from '../../schemas/forms/translations';

/** The hint in `language`: its texts replaced by their translation, without the `translations` part. */
export function hintIn(hint: FieldHint, language: Language): FieldHint {
  if (hint.translations === undefined) return hint;
  const { translations, ...english } = hint;
  const texts = language === DEFAULT_LANGUAGE ? undefined : translations[language];
  if (!texts) return english;
  const next: FieldHint = Object.assign(english, withoutChoices(texts));
  if (texts.choices && english.choices) next.choices = english.choices.map((choice) => ({ ...choice, label: texts.choices?.[choice.value] ?? choice.label }));
  return next;
}

const withoutChoices = (texts: HintTexts): Omit<HintTexts, 'choices'> => {
  const { choices: _choices, ...rest } = texts;
  return rest;
};

/** Whether a definition (or one of its group's or rows') carries translations. */
const carries = (def: FieldDefinition): boolean =>
  def.schema?.translations !== undefined || (def.fields?.some(carries) ?? false) || (def.rows?.some((row) => row.some(carries)) ?? false);

/** One definition in `language`. */
function definitionIn(def: FieldDefinition, language: Language): FieldDefinition {
  if (!carries(def)) return def;
  return {
    ...def,
    ...(def.schema && { schema: hintIn(def.schema, language) }),
    ...(def.fields && { fields: definitionsIn(def.fields, language) }),
    ...(def.rows && { rows: def.rows.map((row) => definitionsIn(row, language)) }),
  };
}

/** The definitions in `language` (the same array when none carries a translation, so memoized forms stay). */
export function definitionsIn(defs: FieldDefinition[], language: Language): FieldDefinition[] {
  return defs.some(carries) ? defs.map((def) => definitionIn(def, language)) : defs;
}

/** A resolved field's translations of the texts its hint carries, in the hint's keys (undefined: none). */
export function hintTranslations(field: ResolvedField, hint: FieldHint): FieldHint['translations'] {
  let out: Partial<Record<DefinitionLanguage, HintTexts>> | undefined;
  for (const [language, texts] of Object.entries(field.translated ?? {}) as [DefinitionLanguage, FieldTexts | undefined][]) {
    if (!texts) continue;
    const own: HintTexts = {};
    for (const prop of TEXT_PROPS) {
      const key = HINT_KEYS[prop];
      if (hint[key] !== undefined && texts[prop] !== undefined) own[key] = texts[prop];
    }
    if (hint.choices && texts.choices) own.choices = texts.choices;
    if (Object.keys(own).length > 0) (out ??= {})[language] = own;
  }
  return out;
}

/**
 * A resolved field as an enrollee reading `language` meets it: each text the definition
 * translated in its translation, any other through `translate` (the catalog's dictionary,
 * translateText: the caller passes the language's). The studio's preview renders a draft so.
 */
export function resolvedFieldIn(field: ResolvedField, language: DefinitionLanguage, translate: (text: string) => string): ResolvedField {
  const own = field.translated?.[language];
  const props: ResolvedField['props'] = Object.assign({}, field.props);
  for (const prop of TEXT_PROPS) {
    const english = props[prop];
    if (typeof english === 'string' && english !== '') props[prop] = own?.[prop] ?? translate(english);
  }
  if (props.choices) props.choices = props.choices.map((choice) => ({ ...choice, label: own?.choices?.[choice.value] ?? translate(choice.label) }));
  return { ...field, props };
}

/** A form answer's message overrides in `language`: the definition's translation of each where it gives one. */
export function formMessagesIn(
  messages: Readonly<Record<string, string>> | undefined, translations: Partial<Record<DefinitionLanguage, Record<string, string>>> | undefined, language: Language,
): Record<string, string> | undefined {
  const translated = language === DEFAULT_LANGUAGE ? undefined : translations?.[language];
  return translated && messages ? { ...messages, ...translated } : messages;
}

/** get-dynamic-tabs' tabs with each title in `language` where the definition translates it. */
export function tabsIn<T extends { title?: string; title_translations?: Partial<Record<DefinitionLanguage, string>> }>(tabs: readonly T[], language: Language): T[] {
  return tabs.map((tab) => {
    const translated = language === DEFAULT_LANGUAGE ? undefined : tab.title_translations?.[language];
    return translated === undefined ? tab : { ...tab, title: translated };
  });
}
