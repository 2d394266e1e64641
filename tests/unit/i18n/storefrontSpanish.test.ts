/**
 * The storefront's Spanish (issue 18): each table of schemas/uiText/storefront/** has its Spanish
 * registered under the English table's id, a text for every English one and the same placeholders,
 * so fill() and FilledText put the price, the name or the count where a Spanish reader expects it.
 */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../schemas/i18n/localizable';
import { SPANISH } from '../../../schemas/i18n/es';
import { leaves, placeholders } from './texts';
import { STOREFRONT_CHROME_TEXT } from '../../../schemas/uiText/storefront/chrome';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';
import { STOREFRONT_HELP_TEXT } from '../../../schemas/uiText/storefront/help';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';
import { STOREFRONT_LANDING_TEXT } from '../../../schemas/uiText/storefront/landing';
import { STOREFRONT_SHOP_CART_TEXT } from '../../../schemas/uiText/storefront/shop/cart';
import { STOREFRONT_SHOP_COMMON_TEXT } from '../../../schemas/uiText/storefront/shop/common';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../schemas/uiText/storefront/shop/detail';
import { STOREFRONT_SHOP_FILTER_TEXT } from '../../../schemas/uiText/storefront/shop/filter';
import { STOREFRONT_SHOP_HOME_TEXT } from '../../../schemas/uiText/storefront/shop/home';
import { STOREFRONT_SHOP_PLANS_TEXT } from '../../../schemas/uiText/storefront/shop/plans';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../schemas/uiText/storefront/shop/questions';
import { STOREFRONT_SHOP_QUOTE_TEXT } from '../../../schemas/uiText/storefront/shop/quote';
import { STOREFRONT_SHOP_RECOMMEND_TEXT } from '../../../schemas/uiText/storefront/shop/recommend';
import { STOREFRONT_SHOP_SEND_QUOTE_TEXT } from '../../../schemas/uiText/storefront/shop/sendQuote';
import { STOREFRONT_CHROME_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/chrome';
import { STOREFRONT_ENTRY_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/entry';
import { STOREFRONT_HELP_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/help';
import { STOREFRONT_HOMES_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/homes';
import { STOREFRONT_LANDING_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/landing';
import { STOREFRONT_SHOP_CART_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/cart';
import { STOREFRONT_SHOP_COMMON_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/common';
import { STOREFRONT_SHOP_DETAIL_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/detail';
import { STOREFRONT_SHOP_FILTER_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/filter';
import { STOREFRONT_SHOP_HOME_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/home';
import { STOREFRONT_SHOP_PLANS_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/plans';
import { STOREFRONT_SHOP_QUESTIONS_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/questions';
import { STOREFRONT_SHOP_QUOTE_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/quote';
import { STOREFRONT_SHOP_RECOMMEND_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/recommend';
import { STOREFRONT_SHOP_SEND_QUOTE_TEXT_ES } from '../../../schemas/i18n/es/uiText/storefront/shop/sendQuote';

/** Each storefront table: its `localizable` id, its English texts (read in English whatever a page shows) and its Spanish. */
const TABLES: ReadonlyArray<readonly [string, object, object]> = [
  ['storefront/chrome', textsIn('en', STOREFRONT_CHROME_TEXT), STOREFRONT_CHROME_TEXT_ES],
  ['storefront/entry', textsIn('en', STOREFRONT_ENTRY_TEXT), STOREFRONT_ENTRY_TEXT_ES],
  ['storefront/help', textsIn('en', STOREFRONT_HELP_TEXT), STOREFRONT_HELP_TEXT_ES],
  ['storefront/homes', textsIn('en', STOREFRONT_HOMES_TEXT), STOREFRONT_HOMES_TEXT_ES],
  ['storefront/landing', textsIn('en', STOREFRONT_LANDING_TEXT), STOREFRONT_LANDING_TEXT_ES],
  ['storefront/shop/cart', textsIn('en', STOREFRONT_SHOP_CART_TEXT), STOREFRONT_SHOP_CART_TEXT_ES],
  ['storefront/shop/common', textsIn('en', STOREFRONT_SHOP_COMMON_TEXT), STOREFRONT_SHOP_COMMON_TEXT_ES],
  ['storefront/shop/detail', textsIn('en', STOREFRONT_SHOP_DETAIL_TEXT), STOREFRONT_SHOP_DETAIL_TEXT_ES],
  ['storefront/shop/filter', textsIn('en', STOREFRONT_SHOP_FILTER_TEXT), STOREFRONT_SHOP_FILTER_TEXT_ES],
  ['storefront/shop/home', textsIn('en', STOREFRONT_SHOP_HOME_TEXT), STOREFRONT_SHOP_HOME_TEXT_ES],
  ['storefront/shop/plans', textsIn('en', STOREFRONT_SHOP_PLANS_TEXT), STOREFRONT_SHOP_PLANS_TEXT_ES],
  ['storefront/shop/questions', textsIn('en', STOREFRONT_SHOP_QUESTIONS_TEXT), STOREFRONT_SHOP_QUESTIONS_TEXT_ES],
  ['storefront/shop/quote', textsIn('en', STOREFRONT_SHOP_QUOTE_TEXT), STOREFRONT_SHOP_QUOTE_TEXT_ES],
  ['storefront/shop/recommend', textsIn('en', STOREFRONT_SHOP_RECOMMEND_TEXT), STOREFRONT_SHOP_RECOMMEND_TEXT_ES],
  ['storefront/shop/sendQuote', textsIn('en', STOREFRONT_SHOP_SEND_QUOTE_TEXT), STOREFRONT_SHOP_SEND_QUOTE_TEXT_ES],
];

describe.each(TABLES)('the Spanish of %s', (id, english, spanish) => {
  const texts = leaves(spanish);
  const all = [...leaves(english)].map(([path, text]) => ({ path, english: text, spanish: texts.get(path) }));

  it('is the table registered under the English table\'s id', () => {
    expect(SPANISH.tables[id]).toBe(spanish);
  });

  it('has a text for every English text, none empty', () => {
    const missing = all.filter(({ spanish: text }) => !text?.trim()).map(({ path }) => path);
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder of the English text, by the same names', () => {
    const wrong = all
      .filter(({ english: text, spanish: translated }) => placeholders(text).join() !== placeholders(translated ?? '').join())
      .map(({ path, english: text, spanish: translated }) => `${path}: ${text} -> ${translated ?? ''}`);
    expect(wrong).toEqual([]);
  });
});
