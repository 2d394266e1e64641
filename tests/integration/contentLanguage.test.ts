/**
 * The store's content in the caller's language (issue 18; server/services/contentLanguage.ts):
 * an object wholly translated or wholly English, never a mix; English costs nothing; a text whose
 * English changed loses its translation until one is written for the new English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTranslation } from '../../server/db/queries/contentTranslations';
import { bothInLanguage, inLanguage, oneInLanguage } from '../../server/services/contentLanguage';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await writeTranslation(t.db, { language: 'es', source: 'A calm plan.', translation: 'Un plan tranquilo.', updatedBy: 'test' });
  await writeTranslation(t.db, { language: 'es', source: 'Read the small print.', translation: 'Lea la letra pequeña.', updatedBy: 'test' });
});
afterAll(async () => t.close());

describe('content in the caller\'s language', () => {
  it('answers each object in Spanish when every text of it has its Spanish, and says so', async () => {
    const rows = [{ id: 1, body: 'A calm plan.', note: 'Read the small print.', empty: '' }];
    expect(await inLanguage(t.db, 'es', rows, ['body', 'note', 'empty'])).toEqual([
      { id: 1, body: 'Un plan tranquilo.', note: 'Lea la letra pequeña.', empty: '', content_lang: 'es' },
    ]);
  });

  it('keeps an object wholly in English when one of its texts has no Spanish', async () => {
    const row = { body: 'A calm plan.', note: 'A sentence nobody translated.' };
    expect(await oneInLanguage(t.db, 'es', row, ['body', 'note'])).toEqual({ ...row, content_lang: 'en' });
  });

  it('answers two objects of one answer each on its own (a plan and its detail texts)', async () => {
    const [plan, desc] = await bothInLanguage(t.db, 'es', { short: 'A calm plan.' }, ['short'], { body: 'Nobody translated this.' }, ['body']);
    expect(plan).toEqual({ short: 'Un plan tranquilo.', content_lang: 'es' });
    expect(desc).toEqual({ body: 'Nobody translated this.', content_lang: 'en' });
  });

  it('answers English callers the English, marked English', async () => {
    expect(await oneInLanguage(t.db, 'en', { body: 'A calm plan.' }, ['body'])).toEqual({ body: 'A calm plan.', content_lang: 'en' });
  });

  it('finds no translation for a text whose English changed, and the new one once written', async () => {
    expect((await oneInLanguage(t.db, 'es', { body: 'A calm plan!' }, ['body'])).content_lang).toBe('en');
    await writeTranslation(t.db, { language: 'es', source: 'A calm plan!', translation: '¡Un plan tranquilo!', updatedBy: 'test' });
    expect(await oneInLanguage(t.db, 'es', { body: 'A calm plan!' }, ['body'])).toEqual({ body: '¡Un plan tranquilo!', content_lang: 'es' });
  });

  it('seeds the demo world\'s Spanish content', async () => {
    const row = { short_text: 'Doctor visits, hospital stays and prescriptions with a $1,500 deductible.' };
    expect((await oneInLanguage(t.db, 'es', row, ['short_text'])).content_lang).toBe('es');
  });
});
