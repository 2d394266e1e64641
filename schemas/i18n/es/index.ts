/**
 * Everything the store says in Spanish (issue 18): the keyed tables (one per English table of
 * schemas/uiText, by its `localizable` id, and the message catalog as 'messages') and the
 * dictionary of data texts found by their English text (field catalog, tabs, agreement). The
 * browser loads this module only for a Spanish page (src/shared/text/language.ts); the server
 * registers it at start. Terms follow docs/i18n.md's glossary.
 */
import { MESSAGES } from '../../messages';
import { pairsOf } from '../localizable';
import type { LanguagePack } from '../pack';
// field catalog (esforms)
import { FORMS_ES } from './forms';
// storefront data and review tiles (lead)
import { REVIEW_TILES_ES } from './reviewTiles';
import { STOREFRONT_DATA_ES } from './storefrontData';
// messages (esmsg)
import { MESSAGES_ES } from './messages';
// app, engine, enrollment (eswiz)
import { APP_TEXT_ES } from './uiText/app';
import { ENGINE_TEXT_ES } from './uiText/engine';
import { ENROLLMENT_TEXT_ES } from './uiText/enrollment';
import { WIZARD_DATA_ES } from './wizardData';
// storefront (esshop)
import { STOREFRONT_CHROME_TEXT_ES } from './uiText/storefront/chrome';
import { STOREFRONT_ENTRY_TEXT_ES } from './uiText/storefront/entry';
import { STOREFRONT_HELP_TEXT_ES } from './uiText/storefront/help';
import { STOREFRONT_HOMES_TEXT_ES } from './uiText/storefront/homes';
import { STOREFRONT_LANDING_TEXT_ES } from './uiText/storefront/landing';
import { STOREFRONT_SHOP_CART_TEXT_ES } from './uiText/storefront/shop/cart';
import { STOREFRONT_SHOP_COMMON_TEXT_ES } from './uiText/storefront/shop/common';
import { STOREFRONT_SHOP_DETAIL_TEXT_ES } from './uiText/storefront/shop/detail';
import { STOREFRONT_SHOP_FILTER_TEXT_ES } from './uiText/storefront/shop/filter';
import { STOREFRONT_SHOP_HOME_TEXT_ES } from './uiText/storefront/shop/home';
import { STOREFRONT_SHOP_PLANS_TEXT_ES } from './uiText/storefront/shop/plans';
import { STOREFRONT_SHOP_QUESTIONS_TEXT_ES } from './uiText/storefront/shop/questions';
import { STOREFRONT_SHOP_QUOTE_TEXT_ES } from './uiText/storefront/shop/quote';
import { STOREFRONT_SHOP_RECOMMEND_TEXT_ES } from './uiText/storefront/shop/recommend';
import { STOREFRONT_SHOP_SEND_QUOTE_TEXT_ES } from './uiText/storefront/shop/sendQuote';

export const SPANISH: LanguagePack = {
  tables: {
    // messages (esmsg)
    messages: MESSAGES_ES,
    // app, engine, enrollment (eswiz)
    app: APP_TEXT_ES,
    engine: ENGINE_TEXT_ES,
    enrollment: ENROLLMENT_TEXT_ES,
    // storefront (esshop)
    'storefront/chrome': STOREFRONT_CHROME_TEXT_ES,
    'storefront/entry': STOREFRONT_ENTRY_TEXT_ES,
    'storefront/help': STOREFRONT_HELP_TEXT_ES,
    'storefront/homes': STOREFRONT_HOMES_TEXT_ES,
    'storefront/landing': STOREFRONT_LANDING_TEXT_ES,
    'storefront/shop/cart': STOREFRONT_SHOP_CART_TEXT_ES,
    'storefront/shop/common': STOREFRONT_SHOP_COMMON_TEXT_ES,
    'storefront/shop/detail': STOREFRONT_SHOP_DETAIL_TEXT_ES,
    'storefront/shop/filter': STOREFRONT_SHOP_FILTER_TEXT_ES,
    'storefront/shop/home': STOREFRONT_SHOP_HOME_TEXT_ES,
    'storefront/shop/plans': STOREFRONT_SHOP_PLANS_TEXT_ES,
    'storefront/shop/questions': STOREFRONT_SHOP_QUESTIONS_TEXT_ES,
    'storefront/shop/quote': STOREFRONT_SHOP_QUOTE_TEXT_ES,
    'storefront/shop/recommend': STOREFRONT_SHOP_RECOMMEND_TEXT_ES,
    'storefront/shop/sendQuote': STOREFRONT_SHOP_SEND_QUOTE_TEXT_ES,
  },
  dictionary: {
    // the messages, found by their text too
    ...pairsOf(MESSAGES, MESSAGES_ES),
    // field catalog (esforms)
    ...FORMS_ES,
    // storefront data and review tiles (lead)
    ...STOREFRONT_DATA_ES,
    ...REVIEW_TILES_ES,
    // app, engine, enrollment (eswiz)
    ...WIZARD_DATA_ES,
  },
};
