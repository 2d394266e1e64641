/**
 * Every English text table of schemas/uiText: the language checks (tests/unit/i18n,
 * e2e/support/spanish.ts) walk them all. The browser never imports this module: each screen
 * imports its own table, so a route's chunk carries only its texts.
 * tests/unit/i18n/catalogs.test.ts fails when a table file is missing here.
 */
import { APP_TEXT } from './app';
import { ENGINE_TEXT } from './engine';
import { ENROLLMENT_TEXT } from './enrollment';
import { MAIL_TEXT } from './mail';
import { STOREFRONT_CHROME_TEXT } from './storefront/chrome';
import { STOREFRONT_ENTRY_TEXT } from './storefront/entry';
import { STOREFRONT_HELP_TEXT } from './storefront/help';
import { STOREFRONT_HOMES_TEXT } from './storefront/homes';
import { STOREFRONT_LANDING_TEXT } from './storefront/landing';
import { STOREFRONT_SHOP_CART_TEXT } from './storefront/shop/cart';
import { STOREFRONT_SHOP_COMMON_TEXT } from './storefront/shop/common';
import { STOREFRONT_SHOP_DETAIL_TEXT } from './storefront/shop/detail';
import { STOREFRONT_SHOP_FILTER_TEXT } from './storefront/shop/filter';
import { STOREFRONT_SHOP_HOME_TEXT } from './storefront/shop/home';
import { STOREFRONT_SHOP_PLANS_TEXT } from './storefront/shop/plans';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from './storefront/shop/questions';
import { STOREFRONT_SHOP_QUOTE_TEXT } from './storefront/shop/quote';
import { STOREFRONT_SHOP_RECOMMEND_TEXT } from './storefront/shop/recommend';
import { STOREFRONT_SHOP_SEND_QUOTE_TEXT } from './storefront/shop/sendQuote';

/** The tables, each made (and so registered by its id) by its import. */
export const ALL_TEXT_TABLES: readonly object[] = [
  APP_TEXT,
  ENGINE_TEXT,
  ENROLLMENT_TEXT,
  MAIL_TEXT,
  STOREFRONT_CHROME_TEXT,
  STOREFRONT_ENTRY_TEXT,
  STOREFRONT_HELP_TEXT,
  STOREFRONT_HOMES_TEXT,
  STOREFRONT_LANDING_TEXT,
  STOREFRONT_SHOP_CART_TEXT,
  STOREFRONT_SHOP_COMMON_TEXT,
  STOREFRONT_SHOP_DETAIL_TEXT,
  STOREFRONT_SHOP_FILTER_TEXT,
  STOREFRONT_SHOP_HOME_TEXT,
  STOREFRONT_SHOP_PLANS_TEXT,
  STOREFRONT_SHOP_QUESTIONS_TEXT,
  STOREFRONT_SHOP_QUOTE_TEXT,
  STOREFRONT_SHOP_RECOMMEND_TEXT,
  STOREFRONT_SHOP_SEND_QUOTE_TEXT,
];
