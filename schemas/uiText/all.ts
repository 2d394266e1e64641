/**
 * Every English text table of schemas/uiText, imported for its `localizable` registration: the language
 * checks (tests/unit/i18n, e2e/support/spanish.ts) and the server walk them all. The browser never
 * imports this module: each screen imports its own table, so a route's chunk carries only its texts.
 * tests/unit/i18n/catalogs.test.ts fails when a table file is missing here.
 */
import './app';
import './engine';
import './enrollment';
import './mail';
import './storefront/chrome';
import './storefront/entry';
import './storefront/help';
import './storefront/homes';
import './storefront/landing';
import './storefront/shop/cart';
import './storefront/shop/common';
import './storefront/shop/detail';
import './storefront/shop/filter';
import './storefront/shop/home';
import './storefront/shop/plans';
import './storefront/shop/questions';
import './storefront/shop/quote';
import './storefront/shop/recommend';
import './storefront/shop/sendQuote';
