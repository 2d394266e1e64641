/**
 * The Tobacco Usage modal (storefront.md section 2 "Plan detail"): 'Do you smoke?' Yes = 1, No = 0,
 * saved with the plan's id. Rendered by the engine from its catalog
 * (schemas/catalog/storefront/tobacco.ts); change-filter-info checks the same schema.
 */
import { PricingFormDialog } from './PricingFormDialog';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.tobaccoDialog;

export interface TobaccoDialogProps { tempId: string; planId: number; onSaved: () => void; onClose: () => void }

/** The tobacco answer; a tobacco-rated plan then prices at the smoker's or non-smoker's rate. */
export function TobaccoDialog({ tempId, planId, onSaved, onClose }: TobaccoDialogProps) {
  return <PricingFormDialog form="tobacco" title={TEXT.tobaccoUsage} tempId={tempId} extra={{ plan_id: planId }} onSaved={() => onSaved()} onClose={onClose} />;
}
