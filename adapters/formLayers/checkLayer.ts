/**
 * The checks of a draft layer before it may be saved or published (issue 14 item 8): every
 * property on its own (propCheck.ts), then the form it makes on top of what is below: a new
 * field has a widget and a label, options only on a choice widget, lengths and ranges in order,
 * a condition reads fields that show, a field made required shows, the form is not too big, the
 * tab's properties and message overrides are valid. Field-level errors, the product's shape.
 */
import type { FieldError } from '../../schemas/api/types';
import { CHOICE_WIDGETS, type TabCatalog } from '../../schemas/catalog';
import { TAB_SLUG } from '../../schemas/forms/customTabs';
import type { FieldChange, FieldProp, FormLayer, ResolvedField, ResolvedForm } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { conditionFields } from '../conditions';
import { isStructural } from '../hintSpec';
import { isFieldProp, STRUCTURAL_PROPS, TAB_PROPS } from './props';
import { propProblems } from './propCheck';
import { checkMessages } from './messageCheck';
import { applyLayer } from './resolve';
import { checkListLimit } from './listLimit';
import { checkTabPlace, type TabContext } from './tabCheck';
import { checkTranslations } from './translations';

/** Most fields one form may have (shown or hidden), and the bounds of a new name and the tab's texts. */
export const FORM_LIMITS = { fields: 300, name: /^[a-z][a-z0-9_]{0,63}$/, slug: TAB_SLUG, title: 100, message: 500 } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Collects errors, one per target (the first found). */
function collector() {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const add = (target_element: string, error_message: string) => {
    if (seen.has(target_element)) return;
    seen.add(target_element);
    errors.push({ target_element, error_message });
  };
  return { errors, add };
}

type Add = (target: string, message: string) => void;

/** Each property of one field's change on its own, and what a new field must have. */
function checkChange(catalog: TabCatalog, below: ReadonlyMap<string, ResolvedField>, name: string, change: unknown, add: Add): void {
  const at = `fields.${name}`;
  const existing = below.get(name);
  const spec = Object.hasOwn(catalog, name) ? catalog[name] : undefined;
  if (!existing && !spec && !FORM_LIMITS.name.test(name)) add(at, MESSAGES.formFieldNameInvalid);
  if (!isObject(change)) return add(at, MESSAGES.formValueInvalid);
  const structural = isStructural(spec?.widget);
  const widgetBelow = existing?.props.widget ?? spec?.widget;
  for (const [prop, value] of Object.entries(change)) {
    if (!isFieldProp(prop)) add(`${at}.${prop}`, MESSAGES.formPropertyUnknown);
    else if (structural && !STRUCTURAL_PROPS.has(prop)) add(`${at}.${prop}`, MESSAGES.formPropertyStructural);
    else for (const { at: sub, message } of propProblems(prop, value, { widgetBelow })) add(sub ? `${at}.${prop}.${sub}` : `${at}.${prop}`, message);
  }
  if (widgetBelow === undefined) {
    if (change.widget === undefined) add(`${at}.widget`, MESSAGES.formWidgetMissing);
    if (change.label === undefined) add(`${at}.label`, MESSAGES.formLabelMissing);
  }
}

/** Whether the layer sets any of these properties of the field. */
const touches = (change: FieldChange | undefined, props: readonly FieldProp[]): boolean => props.some((prop) => change?.[prop] !== undefined);

/** How one resolved field's properties go together, for what the layer changed of it. */
function checkField(field: ResolvedField, change: FieldChange | undefined, add: Add): void {
  const at = `fields.${field.name}`;
  const { props } = field;
  const choiceWidget = CHOICE_WIDGETS.includes(props.widget);
  if (!choiceWidget && touches(change, ['widget', 'choices', 'lookup'])) {
    if (props.choices !== undefined) add(`${at}.choices`, MESSAGES.formOptionsWidget);
    if (props.lookup !== undefined) add(`${at}.lookup`, MESSAGES.formOptionsWidget);
  }
  // Bounds in order, when both are valid numbers (an invalid one has its own error).
  const reversed = (low: unknown, high: unknown, floor: number) =>
    Number.isInteger(low) && Number.isInteger(high) && (high as number) >= floor && (low as number) > (high as number);
  if (touches(change, ['minLength', 'maxLength']) && reversed(props.minLength, props.maxLength, 0)) add(`${at}.minLength`, MESSAGES.formLengthOrder);
  if (touches(change, ['minimum', 'maximum']) && reversed(props.minimum, props.maximum, -Infinity)) add(`${at}.minimum`, MESSAGES.formRangeOrder);
  // Hiding a field that was required below is fine (a hidden field is not checked); making a hidden field required is a mistake.
  if (change?.required === true && props.hidden && props.visibleWhen === undefined) add(`${at}.required`, MESSAGES.formRequiredHidden);
}

/** A shown field's condition reads fields of the form that are not hidden. */
function checkCondition(field: ResolvedField, byName: ReadonlyMap<string, ResolvedField>, layer: FormLayer, add: Add): void {
  const condition = field.props.visibleWhen;
  if (field.props.hidden || condition === undefined) return;
  let names: string[];
  try {
    names = conditionFields(condition);
  } catch {
    return; // Not a condition: its own check says so.
  }
  // Only what this layer made wrong: the field's condition, or a field it reads.
  if (layer.fields[field.name]?.visibleWhen === undefined && !names.some((name) => layer.fields[name] !== undefined)) return;
  for (const name of names) {
    const controller = byName.get(name);
    if (!controller) return add(`fields.${field.name}.visibleWhen`, MESSAGES.formConditionFieldUnknown);
    if (controller.props.hidden) return add(`fields.${field.name}.visibleWhen`, MESSAGES.formConditionFieldHidden);
  }
}

/** The tab's properties and the message overrides. */
function checkTabAndMessages(catalog: TabCatalog, layer: FormLayer, add: Add): void {
  for (const [prop, value] of Object.entries(layer.tab ?? {})) {
    const at = `tab.${prop}`;
    if (!(TAB_PROPS as readonly string[]).includes(prop)) add(at, MESSAGES.formPropertyUnknown);
    else if (prop === 'title' && (typeof value !== 'string' || value.trim() === '')) add(at, MESSAGES.formLabelMissing);
    else if (prop === 'title' && (value as string).length > FORM_LIMITS.title) add(at, MESSAGES.formTextTooLong);
    else if (prop === 'slug' && (typeof value !== 'string' || !FORM_LIMITS.slug.test(value))) add(at, MESSAGES.formSlugInvalid);
    else if (prop === 'order' && !(typeof value === 'number' && Number.isFinite(value))) add(at, MESSAGES.formOrderInvalid);
    else if ((prop === 'required' || prop === 'retired') && typeof value !== 'boolean') add(at, MESSAGES.formValueInvalid);
    else if (prop === 'maxItems') checkListLimit(catalog, value, (message) => add(at, message));
  }
  checkMessages(layer.messages, FORM_LIMITS.message, add);
  checkTranslations(layer, FORM_LIMITS, add);
}

/**
 * The errors of a draft layer on top of `below` (the resolved layers under it), each at its
 * property ('fields.middle_name.label', 'fields.x.choices.2.value', 'tab.title',
 * 'messages.required', 'fields' for the form's size); [] when it may be saved. With `tab`
 * (whether the form is a spec tab or a new one, and the routes other tabs use) the tab's place
 * is checked too (tabCheck.ts).
 */
export function checkLayer(catalog: TabCatalog, below: ResolvedForm, layer: FormLayer, tab?: TabContext): FieldError[] {
  const { errors, add } = collector();
  if (!isObject(layer) || !isObject(layer.fields)) return [{ target_element: 'fields', error_message: MESSAGES.formValueInvalid }];
  const belowByName = new Map(below.fields.map((field) => [field.name, field]));
  for (const [name, change] of Object.entries(layer.fields)) checkChange(catalog, belowByName, name, change, add);
  checkTabAndMessages(catalog, layer, add);
  const after = applyLayer(catalog, below, { layer: 'group', content: layer });
  if (tab) checkTabPlace(layer, after, tab, add);
  if (after.fields.length > FORM_LIMITS.fields) add('fields', MESSAGES.formTooManyFields);
  const byName = new Map(after.fields.map((field) => [field.name, field]));
  for (const field of after.fields) {
    checkField(field, layer.fields[field.name], add);
    checkCondition(field, byName, layer, add);
  }
  return errors;
}
