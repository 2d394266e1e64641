/**
 * A pricing dialog's form as the engine renders it (issue 16 item 1): the server's definitions
 * (get-form-fields-pricing/{form}) built into a TabForm by the same adapters as the wizard's tabs,
 * with the validator module the server compiled from that form's schema.
 */
import useSWR from 'swr';
import { pricingForm, type PricingFormName, type TabForm, withFormMessages } from '../../../../adapters';
import { getPricingFormFields } from '../../../api/getPricingFormFields';
import { ONCE_PER_PAGE } from '../../../api/query';
import { loadFormValidator, type FormValidator } from '../../../engine/onDemand';
import { withSiteDefinition } from '../../engineForm';

/** A loaded pricing form: its fields and its validator. */
export interface PricingFormDefinition { form: TabForm; validation: FormValidator }

async function loadPricingForm(name: PricingFormName, tier: string | undefined): Promise<PricingFormDefinition> {
  const answer = await getPricingFormFields(name, tier);
  // The portal's overrides of catalog messages (data.messages), as the wizard's and the storefront's other forms show them.
  return { form: withFormMessages(pricingForm(name, answer.result), answer.messages), validation: await loadFormValidator(answer.validator) };
}

/** The form (undefined while it loads), and whether it could not load; `tier` picks the dependent info's fields. */
export function usePricingForm(name: PricingFormName, tier?: string): { definition?: PricingFormDefinition; failed: boolean } {
  const key = tier === undefined ? (['pricing-form', name] as const) : (['pricing-form', name, tier] as const);
  const answer = useSWR(key, () => loadPricingForm(name, tier), ONCE_PER_PAGE);
  return { definition: withSiteDefinition(answer.data), failed: answer.error !== undefined };
}
