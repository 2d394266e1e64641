/**
 * The plan detail's Tobacco Usage dialog (storefront.md section 2 "Plan detail"): 'Do you
 * smoke?' Yes = 1, No = 0, as a catalog like the wizard's tabs (issue 16 item 1). The answer
 * travels as the number 1 or 0 (wire 'flag'); change-filter-info checks it with the same schema.
 */
import { MESSAGES } from '../../messages';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../uiText/storefront/shop/detail';
import type { TabCatalog } from '../types';

const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.tobaccoDialog;

/** The dialog's one field: required, Yes or No. */
export const tobaccoCatalog: TabCatalog = {
  is_smoker: {
    title: MESSAGES.planDetailSmokeQuestion, widget: 'radio', wire: 'flag', required: true,
    schema: { type: 'string' }, choices: [{ value: '1', label: TEXT.yes }, { value: '0', label: TEXT.no }],
  },
};
