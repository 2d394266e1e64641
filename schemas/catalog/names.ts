/**
 * The widget and lookup names as data: what a form definition (data from staff) may name, checked
 * by the definition checks (adapters/formLayers/checkLayer.ts) and the wire schema of a field's hint.
 */
import type { LookupName, WidgetName } from './types';

/** Every name of a union, each exactly once: a name added to the union and not here fails to compile. */
type Exhaustive<U extends string, L extends readonly U[]> = [U] extends [L[number]] ? L : never;

const widgets = [
  'name', 'text', 'textarea', 'email', 'phone', 'ssn', 'zip', 'state', 'date', 'heightFeet', 'heightInch', 'weight', 'number',
  'select', 'radio', 'checkbox', 'checkboxGroup', 'percentage', 'paymentType', 'billDate', 'existingAccount', 'routingNumber',
  'accountNumber', 'cardNumber', 'securityCode', 'expiryMonth', 'expiryYear', 'yesNoCheckbox', 'hidden', 'group', 'list',
] as const;
/** Every widget of the engine's registry, groups and lists included. */
export const WIDGET_NAMES: Exhaustive<WidgetName, typeof widgets> = widgets;

/** Widgets whose options come from `choices` or a lookup. */
export const CHOICE_WIDGETS: readonly WidgetName[] = ['select', 'radio', 'checkboxGroup'];

const lookups = [
  'ethnic-category', 'states', 'average-work-week', 'employment-status', 'compensation-types', 'vacation-policy',
  'bargaining-unit', 'holiday-policy', 'beneficiary-relationships',
] as const;
/** Every lookup list a choice field may draw its options from. */
export const LOOKUP_NAMES: Exhaustive<LookupName, typeof lookups> = lookups;
