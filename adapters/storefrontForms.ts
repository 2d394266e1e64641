/**
 * The storefront's fixed forms as engine forms (issue 16 item 1): the send-quote form and the
 * access-code and group-code entry forms (schemas/catalog/storefront/fixedForms.ts). Their
 * definitions come from the catalog (required as it says), the server serves them with their
 * validator (get-form-fields-{slug}) and checks the calls that receive them with
 * storefrontFieldErrors, as the browser's engine checks the form.
 */
import type { FieldError } from '../schemas/api/types';
import type { FieldDefinition } from '../schemas/catalog';
import { FIXED_STOREFRONT_FORMS, type FixedStorefrontForm } from '../schemas/catalog/storefront/fixedForms';
import { buildForm } from './buildTabForm';
import { withFormMessages } from './messageOverrides';
import type { LayeredDefinitions, TabForm } from './types';
import { bodyErrors } from './validate';

/** A fixed form's definitions: every catalog field, required when the catalog says so. */
export function storefrontDefinitions(name: FixedStorefrontForm): FieldDefinition[] {
  return Object.entries(FIXED_STOREFRONT_FORMS[name]).map(([field_name, spec]) => ({ field_name, value: null, required: spec.required ?? false, read_only: false }));
}

/** A fixed form of some definitions (the server's answer, or storefrontDefinitions). */
export function storefrontForm(name: FixedStorefrontForm, defs: FieldDefinition[] = storefrontDefinitions(name)): TabForm {
  return buildForm(name, FIXED_STOREFRONT_FORMS[name], defs);
}

/** The field errors of a call's body (or query) against a fixed form, of the visitor's portal's definitions and messages or the catalog's ([] when it passes). */
export function storefrontFieldErrors(name: FixedStorefrontForm, body: Readonly<Record<string, unknown>>, layered?: LayeredDefinitions): FieldError[] {
  return bodyErrors(withFormMessages(storefrontForm(name, layered?.defs), layered?.messages), body);
}
