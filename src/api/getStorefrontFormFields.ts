/** GET get-form-fields-{send-quote,access-code,group-code}: a fixed storefront form's definitions and its validator's id (issue 16 item 1). */
import type { FormFieldsData } from '../../schemas/api/types';
import { storefrontFormSlug, type FixedStorefrontForm } from '../../schemas/catalog/storefront/fixedForms';
import { apiGet } from './client';

/** The definitions and validator hash of a fixed storefront form. */
export function getStorefrontFormFields(form: FixedStorefrontForm): Promise<FormFieldsData> {
  return apiGet<FormFieldsData>(`get-form-fields-${storefrontFormSlug(form)}`);
}
