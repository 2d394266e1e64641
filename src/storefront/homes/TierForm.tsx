/**
 * The 'Choose Tier' form of the member tables' dialog, the member's home and the plan detail's
 * entry (issue 16 item 1): the engine's form of the tier catalog (schemas/catalog/storefront/tier.ts,
 * served by get-form-fields-pricing/tier with its validator), as the plan detail's Choose Tier
 * dialog renders it. The caller's machine (memberEnroll, planDetailEntry) owns the tier, the
 * error and the submit: the form only checks the answer first with the shared schema.
 */
import { isTierCode, type TierCode } from '../../../schemas/plans';
import { LoadedPricingForm, PricingFormBody } from '../shop/detail/PricingFormDialog';

export interface TierFormProps {
  tier: TierCode | null;
  /**
   * The machine's message, shown as the form's alert: the engine already refuses a missing tier
   * at its field (the catalog's 'Please choose a tier'), so what the machine reports is a failed call.
   */
  error: string | null;
  busy: boolean;
  onTier: (tier: TierCode | null) => void;
  onSubmit: () => void;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
}

/** The tier's engine form once loaded, bound to the caller's machine. */
export function TierForm({ tier, error, busy, onTier, onSubmit, onCancel }: TierFormProps) {
  return (
    <LoadedPricingForm form="tier">
      {(definition) => (
        <PricingFormBody definition={definition} busy={busy} errors={error ? { general: error } : {}} onCancel={onCancel} onSubmit={onSubmit}
          controlled={{ values: tier ? { tier } : {}, onChange: (values) => onTier(isTierCode(values.tier) ? values.tier : null) }} />
      )}
    </LoadedPricingForm>
  );
}
