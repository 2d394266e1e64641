/**
 * Retiring a new tab (issue 14, tabs as data): a group's version says `tab.retired`; the dry
 * run says how many open enrollments keep it; once published, an enrollment that starts from
 * then on does not see it (its route, document and screenshot are refused), one that started
 * with it keeps it, and the audit log has the change. A spec tab cannot be retired, and a
 * retiring version cannot move the pins of enrollments in flight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormsListData } from '../../schemas/api/adminTypes';
import type { DynamicTab } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { insertTestEnrollment } from '../../server/db/seed/testEnrollments';
import { dataOf, fieldErrors, get, post, put, resume, type Session } from './helpers/client';
import { staffSession, withSpanish } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const TAB = 'admin/forms/pet_questions/group/2001';
const PETS: FormLayer = { tab: { title: 'Pets', slug: 'pets', order: 2.5 }, fields: { pet_name: { widget: 'text', label: 'Pet name', required: true } } };

interface Enrollee { session: Session; id: string }

async function startedEnrollment(): Promise<Enrollee> {
  const made = await insertTestEnrollment(t.db, t.app.services.cipher, 'DEMO0007', { groupId: 2001 });
  return { session: await resume(t.app, made.code, made.email), id: made.enrollment_id };
}
const tabNames = async (e: Enrollee) =>
  dataOf<{ result: DynamicTab[] }>(await get(t.app, e.session, 'get-dynamic-tabs', { enrollment_id: e.id })).result.map((tab) => tab.tab_name);

/** Saves `content` as the draft at `path` and answers the check's problems. */
async function draft(author: Session, path: string, content: FormLayer) {
  const opened = dataOf<{ revision: number }>(await post(t.app, author, `${path}/draft`, {}));
  expect((await put(t.app, author, `${path}/draft`, { content: withSpanish(content), revision: opened.revision })).statusCode).toBe(200);
  return dataOf<{ problems: unknown[] }>(await post(t.app, author, `${path}/draft/check`, {})).problems;
}

describe('a new tab retired by its group', () => {
  it('is gone for enrollments that start after it, and kept by the one that started with it', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    expect(await draft(author, TAB, PETS)).toEqual([]);
    expect((await post(t.app, publisher, `${TAB}/draft/publish`, { reason: 'We ask about pets' })).statusCode).toBe(200);
    const withTab = await startedEnrollment();
    expect(await tabNames(withTab)).toContain('pet_questions');

    // Retire: the draft keeps the tab's content and says retired.
    expect(await draft(author, TAB, { ...PETS, tab: { ...PETS.tab, retired: true } })).toEqual([]);
    const dry = dataOf<{ retires?: { tab: string; kept_by: number } }>(await post(t.app, publisher, `${TAB}/draft/dry-run`, {}));
    expect(dry.retires).toEqual({ tab: 'pet_questions', kept_by: 1 });
    // Applying it in flight would take the tab from those who have it: refused, nothing published.
    expect(fieldErrors(await post(t.app, publisher, `${TAB}/draft/publish`, { reason: 'No more pets', applies_in_flight: true })))
      .toEqual([{ target_element: 'applies_in_flight', error_message: MESSAGES.publishRetireInFlight }]);
    expect((await post(t.app, publisher, `${TAB}/draft/publish`, { reason: 'No more pets' })).statusCode).toBe(200);
    // The studio's forms list marks the tab retired at the group, and only there.
    const states = dataOf<FormsListData>(await get(t.app, author, 'admin/forms')).states.filter((state) => state.form === 'pet_questions');
    expect(states.filter((state) => state.retired).map((state) => `${state.scope}/${state.scope_id}`)).toEqual(['group/2001']);

    const after = await startedEnrollment();
    expect(await tabNames(after)).not.toContain('pet_questions');
    expect(fieldErrors(await get(t.app, after.session, 'get-tab-document', { enrollment_id: after.id, tab_name: 'pet_questions' })))
      .toEqual([{ target_element: 'tab_name', error_message: MESSAGES.tabUnavailable }]);
    // The enrollment that started with it keeps it, and can still save it.
    expect(await tabNames(withTab)).toContain('pet_questions');
    const saved = await post(t.app, withTab.session, 'save-tab-document', { enrollment_id: withTab.id, tab_name: 'pet_questions', values: { pet_name: 'Rex' } });
    expect(saved.statusCode).toBe(200);

    // Audited: the publish that retired it, with its field-level diff and reason.
    const audit = dataOf<{ entries: { action: string; form: string; reason: string | null; diff: { prop: string; after?: unknown }[] }[] }>(
      await get(t.app, author, 'admin/audit', { form: 'pet_questions' }),
    ).entries;
    expect(audit[0]).toMatchObject({ action: 'publish', form: 'pet_questions', reason: 'No more pets' });
    expect(audit[0].diff).toContainEqual(expect.objectContaining({ prop: 'retired', after: true }));
  });

  it('is refused for a spec tab, at tab.retired', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    expect(await draft(author, 'admin/forms/contact_info/group/2001', { fields: {}, tab: { retired: true } }))
      .toEqual([{ target_element: 'tab.retired', error_message: MESSAGES.formRetireSpecTab }]);
  });
});
