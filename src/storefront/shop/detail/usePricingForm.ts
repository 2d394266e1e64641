/**
 * A pricing dialog's form as the engine renders it (issue 16 item 1): the server's definitions
 * (get-form-fields-pricing/{form}) built into a TabForm by the same adapters as the wizard's tabs,
 * with the validator module the server compiled from that form's schema, in the language shown
 * (the storefront's engine forms: engineForm.ts).
 */
import { pricingForm, type PricingFormName } from '../../../../adapters';
import { getPricingFormFields } from '../../../api/getPricingFormFields';
import { type EngineFormDefinition, useEngineForm } from '../../engineForm';

/** A loaded pricing form: its fields and its validator. */
export type PricingFormDefinition = EngineFormDefinition;

/** The form (undefined while it loads), and whether it could not load; `tier` picks the dependent info's fields. */
export function usePricingForm(name: PricingFormName, tier?: string): { definition?: PricingFormDefinition; failed: boolean } {
  const key = tier === undefined ? (['pricing-form', name] as const) : (['pricing-form', name, tier] as const);
  return useEngineForm(key, { fetchFields: () => getPricingFormFields(name, tier), build: (defs) => pricingForm(name, defs) });
}
