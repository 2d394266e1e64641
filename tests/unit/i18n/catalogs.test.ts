/**
 * Every text the store says has its Spanish (issue 18 item 5): each table of schemas/uiText (all
 * of them, found by their files, so a new table is checked without being listed here) has a
 * Spanish table registered under its id with the same keys, no empty text, the same placeholders
 * and no text left in English; the message catalog likewise. A missing key, a new English text
 * without its Spanish or a renamed placeholder fails here, not on a Spanish page.
 */
import { describe, expect, it } from 'vitest';
import { SPANISH } from '../../../schemas/i18n/es';
import { SPANISH_SERVER } from '../../../schemas/i18n/es/server';
import { addTranslations, englishTable, localizableIds, tableIn } from '../../../schemas/i18n/localizable';
import { MENU_CATEGORY_NAMES } from '../../../schemas/api/menu';
import { REVIEW_TILES_ES } from '../../../schemas/i18n/es/reviewTiles';
import { STOREFRONT_DATA_ES } from '../../../schemas/i18n/es/storefrontData';
import { REVIEW_TILES } from '../../../machines/reviewTiles';
import { MESSAGES } from '../../../schemas/messages';
import { TIER_NAMES } from '../../../schemas/plans';
import { leaves, placeholders, SAME_IN_BOTH } from './texts';

import { ALL_TEXT_TABLES } from '../../../schemas/uiText/all';

/** Every table file, found by its name: schemas/uiText/all.ts must list each (the e2e check and the server read that list). */
const TABLE_FILES = Object.keys(import.meta.glob('../../../schemas/uiText/**/*.ts')).filter((file) => !/\/(fill|all)\.ts$/.test(file));

const spanishOf = (id: string) => SPANISH.tables[id] ?? SPANISH_SERVER.tables[id];

/** What is wrong with a translation, one line per text: empty, other placeholders, or still the English. */
function faults(english: ReadonlyMap<string, string>, spanish: ReadonlyMap<string, string>): string[] {
  return [...english].flatMap(([path, text]) => {
    const translated = spanish.get(path) ?? '';
    if (translated.trim() === '') return [`${path}: no Spanish`];
    if (placeholders(translated).join() !== placeholders(text).join()) return [`${path}: placeholders differ`];
    // A text without a letter (a figure, a format) reads the same in both languages.
    return translated === text && /\p{L}/u.test(text) && !SAME_IN_BOTH.has(text) ? [`${path}: still English`] : [];
  });
}

describe('the Spanish of every text table', () => {
  const ids = localizableIds();

  it('lists every table file in schemas/uiText/all.ts', () => {
    expect(ALL_TEXT_TABLES).toHaveLength(TABLE_FILES.length);
    expect(ids).toHaveLength(TABLE_FILES.length);
  });

  it('finds the tables', () => {
    expect(ids).toEqual(expect.arrayContaining(['app', 'engine', 'enrollment', 'storefront/chrome', 'storefront/shop/cart']));
  });

  it.each(ids)('%s has a Spanish table with the same keys', (id) => {
    const spanish = spanishOf(id);
    expect(spanish, `no Spanish table registered as '${id}' in schemas/i18n/es/index.ts`).toBeDefined();
    expect([...leaves(spanish ?? {}).keys()].sort()).toEqual([...leaves(englishTable(id) ?? {}).keys()].sort());
  });

  it.each(ids)('%s: every Spanish text is written, keeps the placeholders and is not the English', (id) => {
    expect(faults(leaves(englishTable(id) ?? {}), leaves(spanishOf(id) ?? {}))).toEqual([]);
  });
});

describe('the Spanish of the message catalog', () => {
  const spanish = leaves(SPANISH.tables.messages ?? {});

  it('is registered as the messages table', () => {
    expect(SPANISH.tables.messages).toBeDefined();
  });

  it('has every message written, with its placeholders, not in English', () => {
    expect(faults(new Map(Object.entries(MESSAGES)), spanish)).toEqual([]);
  });

  it('has no key the catalog lacks', () => {
    expect([...spanish.keys()].filter((key) => !Object.hasOwn(MESSAGES, key))).toEqual([]);
  });

  it('is what a Spanish page reads for the catalog', () => {
    addTranslations('es', SPANISH.tables, SPANISH.dictionary);
    expect(tableIn('messages', 'es')).toBe(SPANISH.tables.messages);
  });
});

describe('the Spanish of the storefront data', () => {
  it('names every plan category and the dependents step\'s tier headings, and only those; the dictionary names every tier', () => {
    expect(Object.keys(STOREFRONT_DATA_ES).sort()).toEqual([...Object.values(MENU_CATEGORY_NAMES), 'Member + 1 Child', 'Member + Children'].sort());
    const english = [...Object.values(MENU_CATEGORY_NAMES), ...Object.values(TIER_NAMES)];
    expect(english.filter((text) => SPANISH.dictionary[text] === undefined || SPANISH.dictionary[text] === text)).toEqual([]);
  });
});

describe('the Spanish of the review tiles', () => {
  it('names every tile, and only those', () => {
    expect(Object.keys(REVIEW_TILES_ES).sort()).toEqual(REVIEW_TILES.map((tile) => tile.label).sort());
    expect(REVIEW_TILES.filter((tile) => SPANISH.dictionary[tile.label] !== REVIEW_TILES_ES[tile.label])).toEqual([]);
  });
});
