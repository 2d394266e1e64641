/** The Spanish of schemas/uiText/storefront/shop/common.ts: a plan's card (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_COMMON_TEXT } from '../../../../../uiText/storefront/shop/common';

export const STOREFRONT_SHOP_COMMON_TEXT_ES: Translation<typeof STOREFRONT_SHOP_COMMON_TEXT> = {
  planCard: {
    moreInfo: 'Más información',
    about: 'sobre {planName}',
    startingFrom: 'Desde',
  },
};
