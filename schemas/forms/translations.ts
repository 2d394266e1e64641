/**
 * The translations a form definition carries (issue 18 item 4). English stays where it is (the
 * layer's `fields`, `tab`, `messages`); a layer's `translations` part holds, per other language,
 * the same places with that language's text: `{ es: { fields: { x: { label, choices: { <value>: label } } },
 * tab: { title }, messages: { <key>: text } } }`. The part is optional, so every definition stored
 * before it stays valid; a version is published only once every text its layer sets has each
 * language (adapters/formLayers/translations.ts `missingTranslations`). Texts a layer does not
 * set come from the catalog and its dictionary (schemas/i18n, translateText).
 */
import type { Other } from '../i18n/localizable';

/** The languages a definition's texts need besides English. */
export const DEFINITION_LANGUAGES = ['es'] as const satisfies readonly Other[];
export type DefinitionLanguage = (typeof DEFINITION_LANGUAGES)[number];

/** A field's text properties: each is said to the enrollee, so each needs every language. */
export const TEXT_PROPS = ['label', 'help', 'placeholder', 'section', 'patternMessage', 'lengthMessage', 'rangeMessage'] as const;
export type TextProp = (typeof TEXT_PROPS)[number];
export const isTextProp = (name: string): name is TextProp => (TEXT_PROPS as readonly string[]).includes(name);

/** One field's texts in one language; options by their value (a value never changes with the language). */
export type FieldTexts = Partial<Record<TextProp, string>> & { choices?: Record<string, string> };

/** A layer's texts in one language, at the places the layer's English texts have. */
export interface LayerTexts {
  fields?: Record<string, FieldTexts>;
  tab?: { title?: string };
  messages?: Record<string, string>;
}

/** A layer's `translations`: per language its texts. */
export type LayerTranslations = Partial<Record<DefinitionLanguage, LayerTexts>>;

/**
 * Where one text of a layer is, as a path: 'fields.<name>.<prop>', 'fields.<name>.choices.<value>',
 * 'tab.title' or 'messages.<key>'. Problems of a translation are at 'translations.<language>.<path>'.
 */
export type TextPlace =
  | { kind: 'field'; field: string; prop: TextProp }
  | { kind: 'choice'; field: string; value: string }
  | { kind: 'tab' }
  | { kind: 'message'; key: string };

/** A place's path. */
export function textPath(place: TextPlace): string {
  switch (place.kind) {
    case 'field': return `fields.${place.field}.${place.prop}`;
    case 'choice': return `fields.${place.field}.choices.${place.value}`;
    case 'tab': return 'tab.title';
    case 'message': return `messages.${place.key}`;
  }
}

/** The place of a path (undefined: not a text's path). Field names hold no dot; an option's value may. */
export function textPlace(path: string): TextPlace | undefined {
  if (path === 'tab.title') return { kind: 'tab' };
  const message = /^messages\.(.+)$/.exec(path);
  if (message) return { kind: 'message', key: message[1] };
  const choice = /^fields\.([^.]+)\.choices\.(.+)$/.exec(path);
  if (choice) return { kind: 'choice', field: choice[1], value: choice[2] };
  const field = /^fields\.([^.]+)\.([a-zA-Z]+)$/.exec(path);
  return field && isTextProp(field[2]) ? { kind: 'field', field: field[1], prop: field[2] } : undefined;
}

/** The path of a translation's problems (field errors' target). */
export const translationTarget = (language: DefinitionLanguage, path: string): string => `translations.${language}.${path}`;

/** `texts` with the text at `place` set (undefined: removed); empty records are dropped. */
export function withText(texts: LayerTexts, place: TextPlace, text: string | undefined): LayerTexts {
  const put = <R extends Record<string, unknown>>(record: R | undefined, key: string, value: unknown): R | undefined => {
    const next: Record<string, unknown> = { ...record };
    if (value === undefined) delete next[key];
    else next[key] = value;
    return Object.keys(next).length > 0 ? (next as R) : undefined;
  };
  const out: LayerTexts = { ...texts };
  const assign = <K extends keyof LayerTexts>(key: K, value: LayerTexts[K] | undefined) => {
    if (value === undefined) delete out[key];
    else out[key] = value;
  };
  if (place.kind === 'tab') assign('tab', put(texts.tab, 'title', text));
  else if (place.kind === 'message') assign('messages', put(texts.messages, place.key, text));
  else {
    const own = texts.fields?.[place.field];
    const fieldTexts = place.kind === 'field' ? put(own, place.prop, text) : put(own, 'choices', put(own?.choices, place.value, text));
    assign('fields', put(texts.fields, place.field, fieldTexts));
  }
  return out;
}
