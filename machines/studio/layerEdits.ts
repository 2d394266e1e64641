/**
 * Pure edits of a draft layer (a FormLayer): set or clear one property of one field or of the
 * tab or one message override, add a field, swap a field with its neighbour in display order. Each returns a new layer and leaves
 * its input as it was, so the editor keeps earlier layers for undo.
 */
import type { FieldChange, FieldProp, FieldProps, FormLayer, TabProps } from '../../schemas/forms/definition';
import { DEFINITION_LANGUAGES, type DefinitionLanguage, isTextProp, type LayerTexts, type TextPlace, withText } from '../../schemas/forms/translations';

/** The layer with `field`'s `prop` set to `value` (undefined: the override removed, the layer below shows through). */
export function setProp<P extends FieldProp>(layer: FormLayer, field: string, prop: P, value: FieldProps[P] | undefined): FormLayer {
  const change: FieldChange = { ...layer.fields[field] };
  if (value === undefined) delete change[prop];
  else change[prop] = value;
  const fields = { ...layer.fields };
  if (Object.keys(change).length === 0) delete fields[field];
  else fields[field] = change;
  const next = { ...layer, fields };
  // A text no longer set takes its translation with it; options keep the translations of the values still there.
  if (value === undefined && isTextProp(prop)) return dropTranslation(next, { kind: 'field', field, prop });
  if (prop === 'choices') return keepChoiceTranslations(next, field, value === undefined ? [] : (value as FieldProps['choices']).map((choice) => choice.value));
  return next;
}

/** Each language's texts of the layer, changed by `edit` (a language left empty is dropped, and so is an empty part). */
function editTranslations(layer: FormLayer, edit: (texts: LayerTexts, language: DefinitionLanguage) => LayerTexts): FormLayer {
  if (!layer.translations) return layer;
  const translations: NonNullable<FormLayer['translations']> = {};
  for (const language of DEFINITION_LANGUAGES) {
    const texts = layer.translations[language];
    if (!texts) continue;
    const next = edit(texts, language);
    if (Object.keys(next).length > 0) translations[language] = next;
  }
  const out: FormLayer = { ...layer, translations };
  if (Object.keys(translations).length === 0) delete out.translations;
  return out;
}

/** The layer with the `language` translation of the text at `place` set (undefined or empty: removed). */
export function setTranslation(layer: FormLayer, language: DefinitionLanguage, place: TextPlace, text: string | undefined): FormLayer {
  const value = text === '' ? undefined : text;
  const texts = withText(layer.translations?.[language] ?? {}, place, value);
  const translations = { ...layer.translations };
  if (Object.keys(texts).length > 0) translations[language] = texts;
  else delete translations[language];
  const out: FormLayer = { ...layer, translations };
  if (Object.keys(translations).length === 0) delete out.translations;
  return out;
}

/** The layer without any translation of the text at `place`. */
const dropTranslation = (layer: FormLayer, place: TextPlace): FormLayer => editTranslations(layer, (texts) => withText(texts, place, undefined));

/** The layer with `field`'s option translations kept only for `values`. */
function keepChoiceTranslations(layer: FormLayer, field: string, values: readonly string[]): FormLayer {
  return editTranslations(layer, (texts) => {
    const choices = texts.fields?.[field]?.choices;
    if (!choices) return texts;
    return Object.keys(choices).filter((value) => !values.includes(value))
      .reduce((out, value) => withText(out, { kind: 'choice', field, value }, undefined), texts);
  });
}

/** The layer with its tab's `prop` set to `value` (undefined: the override removed; an empty tab part is dropped). */
export function setTabProp<P extends keyof TabProps>(layer: FormLayer, prop: P, value: TabProps[P] | undefined): FormLayer {
  const tab: Partial<TabProps> = { ...layer.tab };
  if (value === undefined) delete tab[prop];
  else tab[prop] = value;
  const next: FormLayer = { ...layer, tab };
  if (Object.keys(tab).length === 0) delete next.tab;
  return prop === 'title' && value === undefined ? dropTranslation(next, { kind: 'tab' }) : next;
}

/**
 * The layer with the message `key` overridden by `text` (undefined: the override removed, the
 * layer below's text or the catalog's shows through; an empty messages part is dropped). An empty
 * text stays as typed: the check says it needs words.
 */
export function setMessage(layer: FormLayer, key: string, text: string | undefined): FormLayer {
  const messages: Record<string, string> = { ...layer.messages };
  if (text === undefined) delete messages[key];
  else messages[key] = text;
  const next: FormLayer = { ...layer, messages };
  if (Object.keys(messages).length === 0) delete next.messages;
  return text === undefined ? dropTranslation(next, { kind: 'message', key }) : next;
}

/** The layer with a new field (its change must give at least widget and label). */
export function addField(layer: FormLayer, name: string, change: FieldChange): FormLayer {
  return { ...layer, fields: { ...layer.fields, [name]: { ...layer.fields[name], ...change } } };
}

/** A field's place as the editor shows it: its name and resolved order. */
export interface Placed { name: string; order: number }

/**
 * The layer with `field` swapped with its neighbour above or below in `sequence` (the resolved
 * display order): each takes the other's order. Equal orders (a tie kept from below) are split so
 * the swap still shows. Unchanged when there is no neighbour that way.
 */
export function moveField(layer: FormLayer, field: string, direction: 'up' | 'down', sequence: readonly Placed[]): FormLayer {
  const at = sequence.findIndex((placed) => placed.name === field);
  const other = sequence[direction === 'up' ? at - 1 : at + 1];
  if (at < 0 || !other) return layer;
  const self = sequence[at];
  let [mine, theirs] = [other.order, self.order];
  if (mine === theirs) mine += direction === 'up' ? -0.5 : 0.5;
  return setProp(setProp(layer, self.name, 'order', mine), other.name, 'order', theirs);
}

/** Whether two JSON values are equal: arrays item by item, objects key by key (in any order); the same object at once. */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => Object.hasOwn(y, key) && sameJson(x[key], y[key]));
}

/**
 * Whether two layers hold the same content. An edit keeps every field change it does not touch
 * (the same objects), so comparing a 300-field draft with the one before it is quick.
 */
export const sameLayer = (a: FormLayer, b: FormLayer): boolean => sameJson(a, b);
