/**
 * Stacking form layers (default, portal, group): each layer overrides single properties of
 * single fields, adds fields or hides them; every resolved property remembers the layer it came
 * from. Pure data, so the server answers and the admin screens show the same resolution.
 */
import type { TabCatalog, WidgetName } from '../../schemas/catalog';
import type { FieldChange, FieldProp, LayerInput, LayerName, ResolvedField, ResolvedForm } from '../../schemas/forms/definition';
import { isStructural } from '../hintSpec';
import { catalogLayer } from './catalogLayer';
import { isFieldProp, STRUCTURAL_PROPS } from './props';
import { carryFieldTranslations } from './translations';
import { DEFINITION_LANGUAGES, type LayerTranslations } from '../../schemas/forms/translations';

/** Whether a change's value for `prop` applies to this field (checkLayer reports those that do not). */
function applies(field: ResolvedField, structural: boolean, prop: FieldProp, value: unknown): boolean {
  if (value === undefined) return false;
  if (structural && !STRUCTURAL_PROPS.has(prop)) return false;
  if (prop === 'order') return typeof value === 'number' && Number.isFinite(value);
  // A widget never turns a field into a group or list, nor one string into a list of strings.
  if (prop === 'widget') return !isStructural(value as never) && (value === 'checkboxGroup') === (field.props.widget === 'checkboxGroup');
  return true;
}

/** Properties that exclude each other: the one a layer sets, and the one it drops below. */
const ALTERNATIVES = [['choices', 'lookup'], ['lookup', 'choices']] as const;

/** The field with a layer's change applied (a new object: `field` is not changed). */
function changed(field: ResolvedField, change: FieldChange, layer: LayerName, structural: boolean, translations: LayerTranslations | undefined): ResolvedField {
  // Object.assign, not a spread: V8 makes a spread copy slow to take a new property (the layers bench).
  const next = applyChange({ ...field, props: Object.assign({}, field.props), from: Object.assign({}, field.from) }, change, layer, structural);
  return withTranslations(next, change, translations);
}

/** The field with the translations the layer gives the texts it sets (texts it sets without one lose the translation below). */
function withTranslations(field: ResolvedField, change: FieldChange, translations: LayerTranslations | undefined): ResolvedField {
  // Only a layer that sets a text or options of the field, or the field's own translations below, need the work.
  if (!translations && !field.translated) return field;
  for (const language of DEFINITION_LANGUAGES) carryFieldTranslations(field, change, translations?.[language], language);
  return field;
}

/** Applies a layer's change to a field this layer owns (a copy, or one it introduces), in place. */
function applyChange(next: ResolvedField, change: FieldChange, layer: LayerName, structural: boolean): ResolvedField {
  // A for-in over the change, not Object.entries: this runs for every field of every layer resolved.
  for (const prop in change) {
    const value = (change as Record<string, unknown>)[prop];
    if (!isFieldProp(prop) || !applies(next, structural, prop, value)) continue;
    (next.props as Record<string, unknown>)[prop] = value;
    next.from[prop] = layer;
  }
  if (change.choices === undefined && change.lookup === undefined) return next;
  // Fixed options and a lookup are alternatives: the layer that sets one drops the other below it.
  for (const [set, dropped] of ALTERNATIVES) {
    if (next.from[set] === layer && change[dropped] === undefined && next.from[dropped] !== layer) {
      delete next.props[dropped];
      delete next.from[dropped];
    }
  }
  return next;
}

/** The properties every resolved field has. */
const BASE_PROPS = ['label', 'widget', 'required', 'read_only', 'hidden', 'order'] as const;

/**
 * A field the layer names first. A catalog field starts from the catalog (hidden until shown);
 * any other is added: it needs a widget (not a group or list) and a label, and shows unless
 * the layer hides it. undefined when it cannot be added (checkLayer says why).
 */
function introduced(catalog: TabCatalog, name: string, change: FieldChange, layer: LayerName, order: number): ResolvedField | undefined {
  const spec = Object.hasOwn(catalog, name) ? catalog[name] : undefined;
  const { widget, label } = change;
  if (!spec && (!widget || isStructural(widget) || typeof label !== 'string' || label.trim() === '')) return undefined;
  const props = spec
    ? { label: spec.title, widget: spec.widget, required: spec.required ?? false, read_only: false, hidden: true, order }
    : { label: label as string, widget: widget as WidgetName, required: false, read_only: false, hidden: false, order };
  const field = applyChange({ name, known: Boolean(spec), props, from: {} }, change, layer, isStructural(spec?.widget));
  for (const prop of BASE_PROPS) field.from[prop] = layer;
  return field;
}

/**
 * A resolved form with one more layer on top: its field changes (in display order by `order`,
 * ties keeping the order below, added fields after the fields below), tab properties and
 * message overrides. `below` is not changed.
 */
export function applyLayer(catalog: TabCatalog, below: ResolvedForm, { layer, content }: LayerInput): ResolvedForm {
  const fields = [...below.fields];
  const index = new Map(fields.map((field, i) => [field.name, i]));
  let nextOrder = fields.reduce((max, field) => Math.max(max, field.props.order + 1), 0);
  for (const [name, change] of Object.entries(content.fields ?? {})) {
    // Layers are data from staff: what is not a change at all is left to checkLayer to report.
    if (typeof change !== 'object' || change === null) continue;
    const at = index.get(name);
    if (at !== undefined) {
      fields[at] = changed(fields[at], change, layer, isStructural(catalog[name]?.widget), content.translations);
      continue;
    }
    const added = introduced(catalog, name, change, layer, nextOrder);
    if (!added) continue;
    const field = withTranslations(added, change, content.translations);
    index.set(name, fields.length);
    fields.push(field);
    nextOrder = Math.max(nextOrder, field.props.order + 1);
  }
  // Array.prototype.sort is stable: equal orders keep the order below.
  fields.sort((a, b) => a.props.order - b.props.order);
  const tab = { ...below.tab };
  const tabFrom = { ...below.tabFrom };
  for (const [prop, value] of Object.entries(content.tab ?? {})) {
    if (value === undefined) continue;
    Object.assign(tab, { [prop]: value });
    Object.assign(tabFrom, { [prop]: layer });
  }
  const messages = { ...below.messages };
  const messagesFrom = { ...below.messagesFrom };
  for (const [key, text] of Object.entries(content.messages ?? {})) {
    messages[key] = text;
    messagesFrom[key] = layer;
  }
  return { fields, tab, tabFrom, messages, messagesFrom, ...translatedTabAndMessages(below, content) };
}

/** The tab's title and the messages in each other language: a layer's own for what it sets, else the one below's. */
function translatedTabAndMessages(below: ResolvedForm, content: LayerInput['content']): Pick<ResolvedForm, 'tabTranslated' | 'messagesTranslated'> {
  const setsTitle = content.tab?.title !== undefined;
  const messageKeys = Object.keys(content.messages ?? {});
  if (!setsTitle && messageKeys.length === 0) {
    return { ...(below.tabTranslated && { tabTranslated: below.tabTranslated }), ...(below.messagesTranslated && { messagesTranslated: below.messagesTranslated }) };
  }
  const tabTranslated: NonNullable<ResolvedForm['tabTranslated']> = {};
  const messagesTranslated: NonNullable<ResolvedForm['messagesTranslated']> = {};
  for (const language of DEFINITION_LANGUAGES) {
    const own = content.translations?.[language];
    const title = setsTitle ? own?.tab?.title : below.tabTranslated?.[language]?.title;
    if (typeof title === 'string' && title.trim() !== '') tabTranslated[language] = { title };
    const texts = { ...below.messagesTranslated?.[language] };
    for (const key of messageKeys) {
      const text = own?.messages?.[key];
      if (typeof text === 'string' && text.trim() !== '') texts[key] = text;
      else delete texts[key];
    }
    messagesTranslated[language] = texts;
  }
  return { tabTranslated, messagesTranslated };
}

/** Nothing resolved yet. */
const EMPTY: ResolvedForm = { fields: [], tab: {}, tabFrom: {}, messages: {}, messagesFrom: {} };

/**
 * A form from its layers, least specific first, on top of the catalog's complete defaults
 * (catalogLayer, as the default layer: passing it again changes nothing). Every property of
 * every field records the layer it came from; hidden fields stay in the result, flagged.
 */
export function resolveForm(catalog: TabCatalog, layers: readonly LayerInput[]): ResolvedForm {
  return layers.reduce((form, layer) => applyLayer(catalog, form, layer), catalogForm(catalog));
}

/** The catalog layer resolved, once per catalog (applyLayer never changes the form below). */
const catalogForms = new WeakMap<TabCatalog, ResolvedForm>();
function catalogForm(catalog: TabCatalog): ResolvedForm {
  let form = catalogForms.get(catalog);
  if (!form) {
    form = applyLayer(catalog, EMPTY, { layer: 'default', content: catalogLayer(catalog) });
    catalogForms.set(catalog, form);
  }
  return form;
}
