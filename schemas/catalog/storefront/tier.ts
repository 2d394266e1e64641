/**
 * The plan detail's Choose Tier dialog (storefront.md section 2 "Plan detail": a tierError asks
 * another tier), as a catalog like the wizard's tabs (issue 16 item 1): Member Only, Member +
 * Spouse, Member + Child(ren), Family; 'Please choose a tier' without one or with another code.
 */
import { MESSAGES } from '../../messages';
import { TIERS } from '../../plans';
import { STOREFRONT_HOMES_TEXT } from '../../uiText/storefront/homes';
import type { TabCatalog } from '../types';

const TEXT = STOREFRONT_HOMES_TEXT.tierSelect;

/** The dialog's one field: the quote's tier. */
export const tierCatalog: TabCatalog = {
  tier: {
    title: TEXT.chooseTier, widget: 'select', placeholder: TEXT.selectATier, required: true,
    choices: TIERS.map(({ code, label }) => ({ value: code, label })), schema: { type: 'string' },
    messages: { required: MESSAGES.chooseTier, enum: MESSAGES.chooseTier },
  },
};
