/**
 * The studio's content translations (issue 18): staff list the store's content texts with their
 * Spanish, the untranslated first, and write one text's Spanish; the store answers it from its
 * next answer. Only a signed-in staff member reads, only an author or publisher writes; the
 * writer is the session's, and each write is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_AUDIT_FORM } from '../../schemas/api/adminContentTranslations';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2, DEMO_STAFF_VIEWER } from '../../schemas/demo/staffAccounts';
import { MESSAGES } from '../../schemas/messages';
import { readAudit } from '../../server/db/queries/formAudit';
import { CONTENT_PAGE } from '../../server/db/queries/contentTexts';
import { oneInLanguage } from '../../server/services/contentLanguage';
import { dataOf, fieldErrors, get, put, resume, type Session } from './helpers/client';
import { staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

const PATH = 'admin/content-translations';

interface Listed {
  texts: { source: string; key: string; translation: string | null; uses: number; places: { table: string; column: string; keys: Record<string, unknown> }[] }[];
  total: number; all: number; missing: number; offset: number; limit: number;
}

let t: TestApp;
let author: Session;
let viewer: Session;
/** A plan's one-line summary, as the plans listing answers it. */
let plan: { id: number; short_text: string };
beforeAll(async () => {
  t = await createTestApp();
  author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
  viewer = await staffSession(t.app, DEMO_STAFF_VIEWER.email);
  plan = await t.db.selectFrom('plans').select(['id', 'short_text']).where('short_text', '<>', '').orderBy('id').executeTakeFirstOrThrow();
  // A summary no other row uses, with no Spanish yet, so this file decides what it reads.
  plan.short_text = `${plan.short_text} (content translations test)`;
  await t.db.updateTable('plans').set({ short_text: plan.short_text }).where('id', '=', plan.id).execute();
});
afterAll(async () => t?.close());

const list = (session: Session, query: Record<string, string> = {}) => get(t.app, session, PATH, query);
const listed = async (query: Record<string, string> = {}) => dataOf<Listed>(await list(viewer, query));
const write = (session: Session, body: unknown) => put(t.app, session, PATH, body);

describe('listing the content texts', () => {
  it('lists each distinct English text once with where it is used and its Spanish, the untranslated first, with counts', async () => {
    const page = await listed();
    expect(page.limit).toBe(CONTENT_PAGE);
    expect(page.texts).toHaveLength(Math.min(CONTENT_PAGE, page.total));
    expect(page.total).toBe(page.all);
    expect(page.missing).toBeGreaterThan(0);
    expect(new Set(page.texts.map((text) => text.source)).size).toBe(page.texts.length);
    const untranslated = page.texts.map((text) => text.translation === null);
    expect(untranslated).toEqual([...untranslated].sort((a, b) => Number(b) - Number(a)));
    const found = await listed({ q: plan.short_text });
    expect(found.texts).toEqual([{
      source: plan.short_text, key: expect.stringMatching(/^[0-9a-f]{64}$/), translation: null, uses: 1,
      places: [{ table: 'plans', column: 'short_text', keys: expect.objectContaining({ id: plan.id }) }],
    }]);
  });

  it('lists a text used in many rows once, with how many use it', async () => {
    const page = await listed({ q: 'Frequently asked questions' });
    const faq = page.texts.find((text) => text.source === 'Frequently asked questions');
    expect(faq?.uses).toBeGreaterThan(1);
    expect(faq?.places.every((place) => place.table === 'plan_texts' && place.column === 'faq_text_name')).toBe(true);
  });

  it('keeps only the untranslated texts when asked, and finds texts by a word in either language, in any case', async () => {
    const missing = await listed({ missing: 'true' });
    expect(missing.total).toBe(missing.missing);
    expect(missing.texts.every((text) => text.translation === null)).toBe(true);
    const found = await listed({ q: 'DEDUCTIBLE' });
    expect(found.texts.length).toBeGreaterThan(0);
    expect(found.texts.every((text) => /deductible/i.test(text.source) || /deductible/i.test(text.translation ?? ''))).toBe(true);
    expect((await listed({ q: '%' })).texts.every((text) => text.source.includes('%') || text.translation?.includes('%'))).toBe(true);
  });

  it('pages through the texts', async () => {
    const first = await listed();
    const second = await listed({ offset: String(CONTENT_PAGE) });
    expect(second.offset).toBe(CONTENT_PAGE);
    expect(second.texts.length).toBe(Math.min(CONTENT_PAGE, first.total - CONTENT_PAGE));
    expect(second.texts.some((text) => first.texts.some((other) => other.source === text.source))).toBe(false);
    expect((await listed({ offset: '9999999' })).texts).toEqual([]);
  });

  it('refuses a bad filter or offset at its field', async () => {
    const response = await list(viewer, { missing: 'maybe', offset: '-1' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).map((error) => error.target_element).sort()).toEqual(['missing', 'offset']);
  });
});

describe('writing a text\'s Spanish', () => {
  it('writes it as the signed-in staff member, audits it, and the store answers the Spanish from its next answer', async () => {
    const row = { short_text: plan.short_text };
    expect(await oneInLanguage(t.db, 'es', row, ['short_text'])).toEqual({ ...row, content_lang: 'en' });
    const spanish = `${plan.short_text} (en español)`;
    const response = await write(author, { source: plan.short_text, translation: spanish });
    expect(dataOf(response)).toEqual({ source: plan.short_text, translation: spanish });
    expect(await oneInLanguage(t.db, 'es', row, ['short_text'])).toEqual({ short_text: spanish, content_lang: 'es' });
    expect((await listed({ q: plan.short_text })).texts[0].translation).toBe(spanish);
    const saved = await t.db.selectFrom('content_translations').select('updated_by').where('source', '=', plan.short_text).executeTakeFirstOrThrow();
    expect(saved.updated_by).toBe(DEMO_STAFF_AUTHOR.email);
    const [audit] = await readAudit(t.db, { form: CONTENT_AUDIT_FORM });
    expect(audit).toMatchObject({
      actor: DEMO_STAFF_AUTHOR.email, action: 'content.translate', scope: 'default', scope_id: 0,
      diff: [{ kind: 'translation', prop: `es: ${plan.short_text}`, before: null, after: spanish }],
    });
  });

  it('rewrites it, the audit saying what it was, and a publisher may write too', async () => {
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const before = (await listed({ q: plan.short_text })).texts[0].translation;
    const spanish = `${plan.short_text} (revisado)`;
    expect(dataOf(await write(publisher, { source: plan.short_text, translation: spanish })).translation).toBe(spanish);
    expect((await oneInLanguage(t.db, 'es', { short_text: plan.short_text }, ['short_text'])).short_text).toBe(spanish);
    const [audit] = await readAudit(t.db, { form: CONTENT_AUDIT_FORM });
    expect(audit).toMatchObject({ actor: DEMO_STAFF_PUBLISHER_2.email, diff: [{ before, after: spanish }] });
  });

  it('refuses bad input with a message at its field, writing nothing', async () => {
    const count = async () => (await t.db.selectFrom('form_audit').select('id').where('form', '=', CONTENT_AUDIT_FORM).execute()).length;
    const audited = await count();
    const thanks = 'Thank you! {Rep} will contact you soon.';
    const cases: [unknown, string, string][] = [
      [{ source: plan.short_text, translation: '   ' }, 'translation', MESSAGES.contentTranslationEmpty],
      [{ source: plan.short_text }, 'translation', MESSAGES.contentTranslationEmpty],
      [{ source: plan.short_text, translation: 'x'.repeat(20_001) }, 'translation', MESSAGES.contentTranslationTooLong],
      [{ source: thanks, translation: '¡Gracias! Su representante se comunicará pronto.' }, 'translation', MESSAGES.contentTranslationPlaceholders],
      [{ source: 'A text no row of the store holds.', translation: 'Un texto que ninguna fila tiene.' }, 'source', MESSAGES.contentSourceUnknown],
      [{ source: '', translation: 'Nada' }, 'source', MESSAGES.contentSourceUnknown],
      [{ source: 'y'.repeat(20_001), translation: 'Largo' }, 'source', MESSAGES.contentSourceTooLong],
    ];
    for (const [body, target, message] of cases) {
      const response = await write(author, body);
      expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({ status: 422, errors: [{ target_element: target, error_message: message }] });
    }
    expect(await count()).toBe(audited);
    expect(dataOf(await write(author, { source: thanks, translation: '¡Gracias! {Rep} se comunicará con usted pronto.' })).source).toBe(thanks);
  });

  it('takes the writer from the session only: a body naming another is refused', async () => {
    const response = await write(author, { source: plan.short_text, translation: 'Otro', updated_by: 'someone@else.example' });
    expect(response.statusCode).toBe(422);
    const saved = await t.db.selectFrom('content_translations').select(['translation', 'updated_by']).where('source', '=', plan.short_text).executeTakeFirstOrThrow();
    expect(saved.translation).not.toBe('Otro');
  });

  it('refuses a body larger than its limit before reading it', async () => {
    const response = await write(author, { source: plan.short_text, translation: '\u0001'.repeat(50_000) });
    expect(response.statusCode).toBe(413);
  });
});

describe('who may read and write', () => {
  const body = () => ({ source: plan.short_text, translation: 'Intruso' });

  it('refuses a stranger and an enrollee\'s session as every admin route does (401), writing nothing', async () => {
    const member = await resume(t.app, DEMO0001.code, DEMO0001.email);
    for (const session of [{ cookie: undefined }, member, { cookie: 'bs_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }]) {
      expect((await list(session)).statusCode).toBe(401);
      const response = await write(session, body());
      expect(response.statusCode).toBe(401);
    }
    expect(fieldErrors(await list({ cookie: undefined }))).toEqual([{ target_element: 'general', error_message: MESSAGES.staffSignInRequired }]);
  });

  it('lets a viewer read but not write (403)', async () => {
    expect((await list(viewer)).statusCode).toBe(200);
    const response = await write(viewer, body());
    expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({ status: 403, errors: [{ target_element: 'general', error_message: MESSAGES.staffRoleMissing }] });
    expect((await oneInLanguage(t.db, 'es', { short_text: plan.short_text }, ['short_text'])).short_text).not.toBe('Intruso');
  });
});
