/**
 * The demo world's wizard and help-widget data texts (issue 18) each have their Spanish in
 * content_translations (schemas/demo/es/wizardData.ts, seeded on start): every distinct non-empty
 * text of these tables' content columns (server/db/contentColumns.ts) as the seeded database holds them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COLUMNS } from '../../server/db/contentColumns';
import { allTranslations } from '../../server/db/queries/contentTranslations';
import { createTestApp, type TestApp } from './helpers/testApp';

const TABLES = [
  'health_questions', 'plan_question_sets', 'plan_questions', 'plan_question_options', 'carrier_questions',
  'agreement_texts', 'form_disclaimers', 'assist_questions', 'lookups',
] as const;

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

describe('the demo world\'s wizard data texts in Spanish', () => {
  it.each(TABLES)('every text of %s has its Spanish', async (table) => {
    const spanish = await allTranslations(t.db, 'es');
    const missing = new Set<string>();
    for (const column of CONTENT_COLUMNS[table]) {
      const rows = await t.db.selectFrom(table).select(column).distinct().execute() as Record<string, unknown>[];
      for (const row of rows) {
        const text = row[column];
        if (typeof text === 'string' && text.trim() !== '' && !spanish.has(text)) missing.add(text);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
