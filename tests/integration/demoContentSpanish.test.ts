/**
 * The demo world's shop content has its Spanish (issue 18): every distinct non-empty text of the
 * shop's content columns (server/db/contentColumns.ts) in the seeded demo database has a Spanish
 * row in content_translations, so a demo text added without its Spanish fails here rather than
 * reaching a Spanish shopper in English.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COLUMNS } from '../../server/db/contentColumns';
import { allTranslations } from '../../server/db/queries/contentTranslations';
import { createTestApp, type TestApp } from './helpers/testApp';

/** The tables whose texts the shop pages show (the wizard's data texts are checked with the wizard's). */
const SHOP_TABLES = ['plans', 'plan_texts', 'upsell_offers', 'agents', 'groups', 'carrier_statuses', 'plan_blackouts', 'premier_categories'] as const;

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

/** Every distinct non-empty text of a table's content columns. */
async function textsOf(table: (typeof SHOP_TABLES)[number]): Promise<string[]> {
  const texts = new Set<string>();
  for (const column of CONTENT_COLUMNS[table]) {
    const rows = await sql<{ text: string | null }>`SELECT DISTINCT ${sql.ref(column)} AS text FROM ${sql.table(table)}`.execute(t.db);
    for (const { text } of rows.rows) if (text !== null && text.trim() !== '') texts.add(text);
  }
  return [...texts];
}

describe('the demo world\'s shop content in Spanish', () => {
  it.each(SHOP_TABLES)('every text of %s has its Spanish', async (table) => {
    const spanish = await allTranslations(t.db, 'es');
    expect((await textsOf(table)).filter((text) => !spanish.has(text))).toEqual([]);
  });

  it('finds the demo\'s texts to check (a carrier that takes applications has none)', async () => {
    const counts = await Promise.all(SHOP_TABLES.map(async (table) => (await textsOf(table)).length));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(150);
  });
});
