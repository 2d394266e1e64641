/**
 * A definition's translations (issue 18 item 4; the shape is schemas/forms/translations.ts):
 * which texts a layer sets, which of them lack a language, the check of the `translations` part
 * (bounded, plain text as the English texts, only texts the layer sets), and how the translations
 * stack with the layers: a layer that sets a text brings that text's translations with it, so a
 * translation never outlives the English it translates.
 */
import type { FieldError } from '../../schemas/api/types';
import type { FieldChange, FormLayer, ResolvedField } from '../../schemas/forms/definition';
import {
  DEFINITION_LANGUAGES, type DefinitionLanguage, type FieldTexts, isTextProp, type LayerTexts, TEXT_PROPS, type TextPlace,
  textPath, textPlace, translationTarget, withText, type LayerTranslations,
} from '../../schemas/forms/translations';
import { MESSAGES } from '../../schemas/messages';
import { STUDIO_MESSAGES } from '../../schemas/studioMessages';
import { messagePlaceholders } from '../messageOverrides';
import { NOT_PLAIN } from './messageCheck';
import { PROP_LIMITS } from './propCheck';

/** One text a layer sets: where, and its English. */
export interface DefinitionText { place: TextPlace; path: string; english: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Every text the layer sets, in the order the editor shows them (fields, then the tab's title, then messages). */
export function layerTexts(layer: FormLayer): DefinitionText[] {
  const texts: DefinitionText[] = [];
  const push = (place: TextPlace, english: string) => texts.push({ place, path: textPath(place), english });
  for (const [field, change] of Object.entries(isObject(layer.fields) ? layer.fields : {})) {
    if (!isObject(change)) continue;
    for (const prop of TEXT_PROPS) if (isText(change[prop])) push({ kind: 'field', field, prop }, change[prop] as string);
    if (Array.isArray(change.choices)) {
      for (const option of change.choices as unknown[]) {
        if (isObject(option) && typeof option.value === 'string' && isText(option.label)) push({ kind: 'choice', field, value: option.value }, option.label);
      }
    }
  }
  if (isText(layer.tab?.title)) push({ kind: 'tab' }, layer.tab.title);
  for (const [key, text] of Object.entries(isObject(layer.messages) ? layer.messages : {})) if (isText(text)) push({ kind: 'message', key }, text);
  return texts;
}

/** The text at a place of one language's texts (undefined: none). */
export function textAt(texts: LayerTexts | undefined, place: TextPlace): string | undefined {
  if (typeof texts !== 'object' || texts === null) return undefined;
  let value: unknown;
  if (place.kind === 'tab') value = texts.tab?.title;
  else if (place.kind === 'message') value = texts.messages?.[place.key];
  else {
    const field = texts.fields?.[place.field];
    value = place.kind === 'field' ? field?.[place.prop] : field?.choices?.[place.value];
  }
  return typeof value === 'string' ? value : undefined;
}

/** The layer's translation of one of its texts into `language` (undefined: missing). */
export const translationOf = (layer: FormLayer, language: DefinitionLanguage, place: TextPlace): string | undefined => {
  const text = textAt(layer.translations?.[language], place);
  return text !== undefined && text.trim() !== '' ? text : undefined;
};

/** The texts the layer sets that lack their `language` translation (every definition language when none is named). */
export function missingTranslations(layer: FormLayer, languages: readonly DefinitionLanguage[] = DEFINITION_LANGUAGES): (DefinitionText & { language: DefinitionLanguage })[] {
  const texts = layerTexts(layer);
  return languages.flatMap((language) => texts.filter((text) => translationOf(layer, language, text.place) === undefined).map((text) => ({ ...text, language })));
}

/** Each missing translation as a field error at 'translations.<language>.<path>', naming the English text. */
export const missingTranslationErrors = (layer: FormLayer): FieldError[] =>
  missingTranslations(layer).map(({ language, path, english }) => ({
    target_element: translationTarget(language, path), error_message: STUDIO_MESSAGES.translationMissing.replace('{text}', english),
  }));

/** Longest translation of a place: the English text's own bound. */
function limitOf(place: TextPlace, limits: { title: number; message: number }): number {
  if (place.kind === 'tab') return limits.title;
  if (place.kind === 'message') return limits.message;
  return place.kind === 'choice' ? PROP_LIMITS.optionLabel : PROP_LIMITS[place.prop];
}

/** The problem of one translation, given the English it translates (null: fine). */
function translationProblem(place: TextPlace, english: string | undefined, text: unknown, limits: { title: number; message: number }): string | null {
  if (english === undefined) return STUDIO_MESSAGES.translationNotSet;
  if (typeof text !== 'string') return MESSAGES.formValueInvalid;
  if (text.trim() === '') return STUDIO_MESSAGES.translationEmpty;
  if (text.length > limitOf(place, limits)) return MESSAGES.formTextTooLong;
  if (place.kind !== 'message') return null;
  // A message is one line of plain text filled in with the same placeholders as its English.
  if (NOT_PLAIN.test(text)) return MESSAGES.formMessagePlainText;
  const same = messagePlaceholders(english).sort().join(',') === messagePlaceholders(text).sort().join(',');
  return same ? null : MESSAGES.formMessagePlaceholders;
}

/** Every path a language's texts name, with its value, however malformed (the check reports each). */
function namedPaths(texts: Record<string, unknown>, add: (target: string, message: string) => void, at: string): [string, unknown][] {
  const found: [string, unknown][] = [];
  for (const [part, value] of Object.entries(texts)) {
    if (part === 'tab' && isObject(value)) for (const [prop, text] of Object.entries(value)) found.push([`tab.${prop}`, text]);
    else if (part === 'messages' && isObject(value)) for (const [key, text] of Object.entries(value)) found.push([`messages.${key}`, text]);
    else if (part === 'fields' && isObject(value)) {
      for (const [field, props] of Object.entries(value)) {
        if (!isObject(props)) { add(`${at}.fields.${field}`, MESSAGES.formValueInvalid); continue; }
        for (const [prop, text] of Object.entries(props)) {
          if (prop === 'choices' && isObject(text)) for (const [option, label] of Object.entries(text)) found.push([`fields.${field}.choices.${option}`, label]);
          else found.push([`fields.${field}.${prop}`, text]);
        }
      }
    } else add(`${at}.${part}`, MESSAGES.formPropertyUnknown);
  }
  return found;
}

/**
 * Reports the problems of the layer's `translations` part, each at 'translations.<language>.<path>':
 * a language we do not translate into, a place that is not a text, a translation of a text the
 * layer does not set, an empty or too long text, and for a message markup, line breaks or other
 * placeholders than its English. Missing translations are no problem here: a draft is saved
 * half translated; publishing asks for them (missingTranslationErrors).
 */
export function checkTranslations(layer: FormLayer, limits: { title: number; message: number }, add: (target: string, message: string) => void): void {
  const translations: unknown = layer.translations;
  if (translations === undefined) return;
  if (!isObject(translations)) return add('translations', MESSAGES.formValueInvalid);
  const english = new Map(layerTexts(layer).map((text) => [text.path, text.english]));
  for (const [language, texts] of Object.entries(translations)) {
    const at = `translations.${language}`;
    if (!(DEFINITION_LANGUAGES as readonly string[]).includes(language)) { add(at, STUDIO_MESSAGES.translationLanguage); continue; }
    if (!isObject(texts)) { add(at, MESSAGES.formValueInvalid); continue; }
    for (const [path, text] of namedPaths(texts, add, at)) {
      const place = textPlace(path);
      const problem = place ? translationProblem(place, english.get(path), text, limits) : MESSAGES.formPropertyUnknown;
      if (problem) add(`${at}.${path}`, problem);
    }
  }
}

/**
 * The field with the translations of what `change` sets of it (a layer that sets a text brings its
 * translation, or none: the text below's translation no longer applies). `field` is the resolved
 * field after the change, owned by the caller (its `translated` is replaced, never changed in place).
 */
export function carryFieldTranslations(field: ResolvedField, change: FieldChange, texts: LayerTexts | undefined, language: DefinitionLanguage): void {
  let next: FieldTexts | undefined;
  for (const prop in change) {
    if (prop !== 'choices' && !isTextProp(prop)) continue;
    next ??= { ...field.translated?.[language] };
    const own = texts?.fields?.[field.name];
    if (prop === 'choices') {
      if (own?.choices && isObject(own.choices)) next.choices = { ...own.choices };
      else delete next.choices;
      continue;
    }
    const text = own?.[prop];
    if (typeof text === 'string' && text.trim() !== '') next[prop] = text;
    else delete next[prop];
  }
  if (next) field.translated = { ...field.translated, [language]: next };
}

/** The place of a translation path, for the studio's links ('translations.es.fields.x.label' -> its language and place). */
export function translationPlace(target: string): { language: DefinitionLanguage; place: TextPlace } | undefined {
  const match = /^translations\.([a-z]+)\.(.+)$/.exec(target);
  if (!match || !(DEFINITION_LANGUAGES as readonly string[]).includes(match[1])) return undefined;
  const place = textPlace(match[2]);
  return place && { language: match[1] as DefinitionLanguage, place };
}

/** A layer's translations as one record, '<language>.<path>' -> text (what a merge compares, place by place). */
export function flatTranslations(translations: LayerTranslations | undefined): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const language of DEFINITION_LANGUAGES) {
    const texts = translations?.[language];
    if (!isObject(texts)) continue;
    for (const [path, text] of namedPaths(texts, () => undefined, '')) if (typeof text === 'string') flat[`${language}.${path}`] = text;
  }
  return flat;
}

/** flatTranslations' record back as a layer's translations (undefined when it holds none). */
export function translationsOfFlat(flat: Readonly<Record<string, string>>): LayerTranslations | undefined {
  let out: LayerTranslations | undefined;
  for (const [key, text] of Object.entries(flat)) {
    const language = DEFINITION_LANGUAGES.find((known) => key.startsWith(`${known}.`));
    const place = language && textPlace(key.slice(language.length + 1));
    if (!language || !place) continue;
    out ??= {};
    out[language] = withText(out[language] ?? {}, place, text);
  }
  return out;
}
