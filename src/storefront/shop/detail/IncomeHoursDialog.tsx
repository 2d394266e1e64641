/**
 * The Annual Income and working hours modal (storefront.md section 2 "Plan detail"): what a
 * disability plan prices by. Rendered by the engine from its catalog
 * (schemas/catalog/storefront/incomeHours.ts); change-filter-info checks the same schema.
 */
import { PricingFormDialog } from './PricingFormDialog';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.incomeHoursDialog;

export interface IncomeHoursDialogProps { tempId: string; onSaved: () => void; onClose: () => void }

/** Annual income (whole dollars) and working hours a week, saved on the quote; the plan then prices again. */
export function IncomeHoursDialog({ tempId, onSaved, onClose }: IncomeHoursDialogProps) {
  return (
    <PricingFormDialog form="incomeHours" title={TEXT.annualIncomeAndWorkingHours} tempId={tempId} intro={<p>{TEXT.thisPlansBenefitDependsOn}</p>}
      onSaved={() => onSaved()} onClose={onClose} />
  );
}
