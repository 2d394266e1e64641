/** GET get-form-fields-pricing/{form}: a pricing dialog's field definitions and its validator's id (issue 16 item 1). */
import type { PricingFormName } from '../../adapters';
import type { FormFieldsData } from '../../schemas/api/types';
import { apiGet } from './client';

/** The definitions and validator hash of a pricing dialog's form (the dependent info's for the quote's `tier`). */
export function getPricingFormFields(form: PricingFormName, tier?: string): Promise<FormFieldsData> {
  return apiGet<FormFieldsData>(`get-form-fields-pricing/${encodeURIComponent(form)}`, tier === undefined ? undefined : { tier });
}
