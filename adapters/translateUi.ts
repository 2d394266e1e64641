/**
 * A form's texts in the language shown (issue 18). The engine renders the schema of the form's
 * validator module and a uiSchema; this returns the uiSchema with every text the engine shows
 * translated: each field's title, description, help, placeholder and section, a list's row title
 * and add label, the groups of a checkbox group, and each option's title (RJSF reads an option's
 * label from the uiSchema's `oneOf[i]['ui:title']` before the schema's). A title or an option the
 * schema alone holds gets its translation in the uiSchema too.
 *
 * The schema itself is never rewritten: RJSF's precompiled validator deep-compares the schema it
 * is handed with the one it was compiled from, and finds the validators of a schema's parts by
 * their hash, so a translated schema would fail to validate (src/engine/formValidator.ts).
 *
 * Pure: `translate` is the only source of the other language. Copy on change: a node none of
 * whose texts change is returned as it is, so in English (an identity translation) the result
 * is the very uiSchema given, and a re-render compares nothing new.
 */
import type { JsonSchema, UiSchema } from './types';

/** A text in the language shown (its English text when it has no translation). */
export type Translate = (text: string) => string;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The uiSchema keys whose string values are shown. */
const SHOWN_KEYS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'ui:section'] as const;
/** The shown texts inside 'ui:options' (a list's row title and add button; RJSF also takes the field's texts there). */
const SHOWN_OPTIONS = ['title', 'description', 'help', 'placeholder', 'itemTitle', 'addLabel'] as const;

/** Sets keys of a copy made at the first real change, so an unchanged node keeps its identity. */
function copyOnChange<T extends Node | unknown[]>(source: T) {
  let copy: T | undefined;
  return {
    set(key: string | number, value: unknown): void {
      if (Object.is((copy ?? source)[key as keyof T], value)) return;
      copy ??= (Array.isArray(source) ? [...source] : { ...source }) as T;
      (copy as Node)[key] = value;
    },
    result: (): T => copy ?? source,
  };
}

/** The strings of `node` at `keys`, translated. */
function textsAt(node: Node, keys: readonly string[], translate: Translate): Node {
  const edit = copyOnChange(node);
  for (const key of keys) {
    const text = node[key];
    if (typeof text === 'string' && text !== '') edit.set(key, translate(text));
  }
  return edit.result();
}

/** Each option's label (its 'ui:title', else the schema option's `title`), translated, in the uiSchema's `oneOf`/`anyOf`. */
function optionTitles(options: unknown[], uiOptions: unknown, translate: Translate): unknown[] | undefined {
  const given = Array.isArray(uiOptions) ? uiOptions : [];
  const edit = copyOnChange(given);
  options.forEach((option, index) => {
    const ui = isNode(given[index]) ? given[index] : {};
    const english = ui['ui:title'] ?? (isNode(option) ? option.title : undefined);
    if (typeof english !== 'string' || english === '') return;
    const shown = translate(english);
    if (shown !== english || ui['ui:title'] !== undefined) edit.set(index, shown === ui['ui:title'] ? ui : { ...ui, 'ui:title': shown });
  });
  const result = edit.result();
  return result === given ? undefined : Array.from(result, (entry) => entry ?? {});
}

/** The uiSchema of one schema node (a field, a group, a list row, the form), translated, its children too. */
function translatedNode(schema: JsonSchema | undefined, ui: Node, translate: Translate): Node {
  const edit = copyOnChange(ui);
  for (const key of SHOWN_KEYS) {
    const text = ui[key];
    if (typeof text === 'string' && text !== '') edit.set(key, translate(text));
  }
  // A title or description only the schema gives: its translation is the uiSchema's (RJSF prefers it).
  for (const [own, shownKey] of [['title', 'ui:title'], ['description', 'ui:description']] as const) {
    const english = schema?.[own];
    if (typeof english !== 'string' || english === '' || ui[shownKey] !== undefined) continue;
    const shown = translate(english);
    if (shown !== english) edit.set(shownKey, shown);
  }
  if (isNode(ui['ui:options'])) edit.set('ui:options', textsAt(ui['ui:options'], SHOWN_OPTIONS, translate));
  if (isNode(ui['ui:choiceGroups'])) edit.set('ui:choiceGroups', textsAt(ui['ui:choiceGroups'], Object.keys(ui['ui:choiceGroups']), translate));
  if (Array.isArray(ui['ui:enumNames'])) {
    const names = copyOnChange(ui['ui:enumNames'] as unknown[]);
    ui['ui:enumNames'].forEach((name, index) => {
      if (typeof name === 'string') names.set(index, translate(name));
    });
    edit.set('ui:enumNames', names.result());
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema?.[key];
    if (!Array.isArray(options)) continue;
    const titles = optionTitles(options, ui[key], translate);
    if (titles) edit.set(key, titles);
  }
  if (isNode(schema?.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const child = isNode(ui[name]) ? ui[name] : {};
      const shown = translatedNode(isNode(property) ? property : undefined, child, translate);
      if (shown !== child) edit.set(name, shown);
    }
  }
  const items = schema?.items;
  if (Array.isArray(ui.items)) {
    // A fixed list: one uiSchema per row.
    const rows = copyOnChange(ui.items as unknown[]);
    ui.items.forEach((row, index) => {
      const rowSchema: unknown = Array.isArray(items) ? items[index] : items;
      if (isNode(row)) rows.set(index, translatedNode(isNode(rowSchema) ? rowSchema : undefined, row, translate));
    });
    edit.set('items', rows.result());
  } else if (items !== undefined) {
    // One uiSchema for every row (a list's rows share one catalog) or for a checkbox group's options.
    const rowSchema = Array.isArray(items) ? items[0] : items;
    const row = isNode(ui.items) ? ui.items : {};
    const shown = translatedNode(isNode(rowSchema) ? rowSchema : undefined, row, translate);
    if (shown !== row) edit.set('items', shown);
  }
  if (isNode(schema?.additionalItems) || isNode(ui.additionalItems)) {
    const row = isNode(ui.additionalItems) ? ui.additionalItems : {};
    const shown = translatedNode(isNode(schema?.additionalItems) ? schema.additionalItems : undefined, row, translate);
    if (shown !== row) edit.set('additionalItems', shown);
  }
  return edit.result();
}

/**
 * The uiSchema of a form with every text it shows translated by `translate`, for the form's
 * `schema` (whose option titles and schema-only titles it reads). The same object when nothing
 * changes (an English page).
 */
export function translatedUiSchema(schema: JsonSchema, uiSchema: UiSchema, translate: Translate): UiSchema {
  return translatedNode(schema, uiSchema, translate);
}
