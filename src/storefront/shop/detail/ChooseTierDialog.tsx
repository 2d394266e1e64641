/**
 * The choose tier modal (storefront.md section 2 "Plan detail"): Member Only, Member + Spouse,
 * Member + Child(ren), Family. Rendered by the engine from its catalog
 * (schemas/catalog/storefront/tier.ts); change-filter-info checks the same schema.
 */
import type { TierCode } from '../../../../schemas/plans';
import { setSession } from '../../../session/storage';
import { PricingFormDialog } from './PricingFormDialog';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.chooseTierDialog;

export interface ChooseTierDialogProps { tempId: string; tier: TierCode | null; onSaved: () => void; onClose: () => void }

/** A new tier for the quote ('Please choose a tier' without one); the plan then prices for it. */
export function ChooseTierDialog({ tempId, tier, onSaved, onClose }: ChooseTierDialogProps) {
  return (
    <PricingFormDialog form="tier" title={TEXT.chooseTier} tempId={tempId} initial={tier ? { tier } : undefined} onClose={onClose}
      onSaved={(body) => {
        if (body.tier) setSession('tier', body.tier);
        onSaved();
      }} />
  );
}
