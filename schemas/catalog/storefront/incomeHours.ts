/**
 * The plan detail's Annual Income and Working Hours dialog (storefront.md section 2 "Plan
 * detail": a disability plan prices by them), as a catalog like the wizard's tabs (issue 16
 * item 1). Income in whole dollars (at most 9 digits), hours a week from 0 to 168; both travel as numbers. The browser's
 * engine and change-filter-info check the schema the adapters build from it (adapters/pricingForms.ts).
 */
import { MESSAGES } from '../../messages';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../uiText/storefront/shop/detail';
import type { TabCatalog } from '../types';

const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.incomeHoursDialog;

/** The dialog's fields, in display order; both must be filled. */
export const incomeHoursCatalog: TabCatalog = {
  annual_incode: {
    title: TEXT.annualIncome, widget: 'number', wire: 'integer', autocomplete: 'off', required: true,
    schema: { type: 'string', pattern: '^[0-9]{1,9}$', maxLength: 9 },
    messages: { pattern: MESSAGES.planDetailIncomeInvalid },
  },
  working_hours: {
    title: TEXT.workingHoursPerWeek, widget: 'number', wire: 'integer', autocomplete: 'off', required: true,
    schema: { type: 'string', pattern: '^[0-9]{1,3}$', maxLength: 3, minimum: 0, maximum: 168 },
    messages: { pattern: MESSAGES.planDetailHoursInvalid, range: MESSAGES.planDetailHoursInvalid },
  },
};
