import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../schemas/i18n/localizable';
import { SPANISH } from '../../../schemas/i18n/es';
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

interface Pair { path: string; english: string; spanish: unknown }

/** Every English text of a table with what the Spanish table holds at the same place (undefined where it has nothing). */
function pairs(english: unknown, spanish: unknown, path: string): Pair[] {
  if (typeof english === 'string') return [{ path, english, spanish }];
  const node = english as Readonly<Record<string, unknown>>;
  const other = spanish && typeof spanish === 'object' ? (spanish as Readonly<Record<string, unknown>>) : {};
  return Object.keys(node).flatMap((key) => pairs(node[key], other[key], `${path}.${key}`));
}

/** The `{name}` placeholders fill() and FilledText replace, sorted. */
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe.each(TABLES)('the Spanish of %s', (id, english, spanish) => {
  const all = pairs(english, spanish, id);

  it('is the table registered under the English table\'s id', () => {
    expect(SPANISH.tables[id]).toBe(spanish);
  });

  it('has a text for every English text, none empty', () => {
    const missing = all.filter(({ spanish: text }) => typeof text !== 'string' || text.trim() === '').map(({ path }) => path);
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder of the English text, by the same names', () => {
    const wrong = all
      .filter(({ english: text, spanish: translated }) => placeholders(text).join() !== placeholders(String(translated)).join())
      .map(({ path, english: text, spanish: translated }) => `${path}: ${text} -> ${String(translated)}`);
    expect(wrong).toEqual([]);
  });
});
