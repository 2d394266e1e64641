/**
 * What a storefront form (schemas/forms/storefrontForms.ts) refuses beyond any form's checks
 * (checkLayer): a field its catalog does not have. Each storefront form's answer goes to a call
 * whose body is the spec's (add-filter-for-new-user, change-filter-info, store-temp-dependent-info,
 * save-enrollment, validate-agent, validate-group): such a call refuses a field it does not know
 * and has nowhere to keep its value, so a new field would leave every visitor of the scope
 * unable to send the form. Refused at the draft's check and publish instead, field-level.
 */
import type { FieldError } from '../schemas/api/types';
import type { TabCatalog } from '../schemas/catalog';
import type { FormLayer } from '../schemas/forms/definition';
import { MESSAGES } from '../schemas/messages';

/** The storefront-only problems of `layer` over the form's `catalog`, at checkLayer's targets ('fields.<name>'). */
export function storefrontLayerProblems(catalog: TabCatalog, layer: FormLayer): FieldError[] {
  return Object.keys(layer.fields ?? {})
    .filter((name) => !Object.hasOwn(catalog, name))
    .map((name) => ({ target_element: `fields.${name}`, error_message: MESSAGES.formStorefrontFieldNew }));
}
