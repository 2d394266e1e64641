/**
 * The plan detail's pricing dialogs as engine forms (issue 16 item 1): Annual Income and Working
 * Hours, Tobacco Usage and Choose Tier, each from its catalog (schemas/catalog/storefront/). The
 * server serves their definitions with their validator (get-form-fields-pricing/{form}), the
 * browser's engine renders and checks them, and change-filter-info checks the body with
 * pricingFieldErrors: one schema, one set of messages on both sides.
 */
import type { FieldError } from '../schemas/api/types';
import type { FieldDefinition } from '../schemas/catalog';
import { PRICING_CATALOGS, PRICING_FORM_NAMES, type PricingFormName } from '../schemas/catalog/storefront/pricingForms';
import { buildForm } from './buildTabForm';
import { payloadToValues } from './payload';
import type { Payload, TabForm } from './types';
import { validateValues } from './validate';

export { PRICING_FORM_NAMES, type PricingFormName };

/** A form's definitions: every catalog field, required as the catalog says (these dialogs ask each of their fields). */
export function pricingDefinitions(name: PricingFormName): FieldDefinition[] {
  return Object.entries(PRICING_CATALOGS[name]).map(([field_name, spec]) => ({ field_name, value: null, required: spec.required ?? false, read_only: false }));
}

/** The form of some definitions (the server's answer, or pricingDefinitions). */
export function pricingForm(name: PricingFormName, defs: FieldDefinition[] = pricingDefinitions(name)): TabForm {
  return buildForm(name, PRICING_CATALOGS[name], defs);
}

/**
 * The field errors of a body (wire shape: numbers, a 1/0 flag) for the form, in form order, with
 * the catalog's messages ([] when it may be saved). `partial` checks only what is there
 * (change-filter-info's body holds the fields of whichever dialog sent it).
 */
export function pricingFieldErrors(name: PricingFormName, body: Payload, opts: { partial?: boolean } = {}): FieldError[] {
  const form = pricingForm(name);
  return validateValues(form, payloadToValues(form, body), opts);
}

/**
 * The field errors of a change-filter-info body for every pricing dialog's fields it holds: each
 * form checks what is there (partial), so a dialog's answer is judged exactly as its engine form judged it.
 */
export function pricingChangeErrors(body: Payload): FieldError[] {
  return PRICING_FORM_NAMES.flatMap((name) => pricingFieldErrors(name, body, { partial: true }));
}
