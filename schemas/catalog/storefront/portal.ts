/**
 * The plan detail's select-portal dialog (storefront.md sections 2 and 4 "Plan detail entry"), as a
 * catalog like the wizard's tabs (issue 16 item 1): the portal ('Please choose a platform' without
 * one or with one not offered) and, for a rep, a group ('No group (an individual)' allowed;
 * 'Please choose a group' for one not offered). The choices are the caller's, so they are not
 * here: the server's definitions give them (adapters/pricingForms.ts, from the session), and the
 * group field only to a signed-in rep. Both travel as ids (wire 'integer').
 */
import { MESSAGES } from '../../messages';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../uiText/storefront/shop/detail';
import type { TabCatalog } from '../types';

const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.portalDialog;

/** The dialog's fields: the portal, then a rep's group. */
export const portalCatalog: TabCatalog = {
  platform_group_id: {
    title: TEXT.portal, widget: 'select', placeholder: TEXT.chooseAPortal, wire: 'integer', schema: { type: 'string' },
    messages: { required: MESSAGES.choosePlatform, enum: MESSAGES.choosePlatform },
  },
  group_id: {
    title: TEXT.group, widget: 'select', placeholder: TEXT.noGroupAnIndividual, wire: 'integer', schema: { type: 'string' },
    messages: { enum: MESSAGES.chooseGroup },
  },
};
