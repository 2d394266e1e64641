/**
 * get-dynamic-tabs keeps the list it built per instance, keyed by what the database says the list
 * is made of (the tab rows and the active version ids of the chain), never by an event in one
 * process: so an instance that has answered a list answers the new one right after a publish on
 * another instance on the same database (docs/forms-as-data.md "Tabs as data").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamicTab } from '../../schemas/api/types';
import type { FormLayer } from '../../schemas/forms/definition';
import { insertTestEnrollment } from '../../server/db/seed/testEnrollments';
import { dataOf, get, resume } from './helpers/client';
import { publishLayer } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';
import { createTwinApp, type TwinApp } from './helpers/twinApp';

let a: TestApp;
let b: TwinApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTwinApp(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Publishes `content` for group 2001's `form` through instance A's admin API. */
const publishOnA = (form: string, content: FormLayer) => publishLayer(a.app, form, 'group/2001', content);

describe('the tab list kept per instance', () => {
  it('answers a publish made on the other instance at once', async () => {
    // An Acme enrollment from before the new tabs were recorded at checkout: it sees the tabs in effect now.
    const made = await insertTestEnrollment(a.db, a.app.services.cipher, 'DEMO0007', { groupId: 2001 });
    await a.db.updateTable('enrollments').set({ form_pins: JSON.stringify({}) }).where('id', '=', made.enrollment_id).execute();
    const session = await resume(b.app, made.code, made.email);
    const tabsOnB = async () => dataOf<{ result: DynamicTab[] }>(await get(b.app, session, 'get-dynamic-tabs', { enrollment_id: made.enrollment_id })).result;

    const before = await tabsOnB();
    expect(await tabsOnB()).toEqual(before);
    expect(before.map((tab) => tab.tab_name)).not.toContain('extra_questions');
    expect(before.find((tab) => tab.tab_name === 'contact_info')?.title).toBeUndefined();

    await publishOnA('contact_info', { tab: { title: 'How to reach you' }, fields: {} });
    expect((await tabsOnB()).find((tab) => tab.tab_name === 'contact_info')).toMatchObject({ title: 'How to reach you' });

    await publishOnA('extra_questions', { tab: { title: 'Extra questions', slug: 'extra' }, fields: { colour: { widget: 'text', label: 'Colour' } } });
    const after = await tabsOnB();
    expect(after.at(-1)).toEqual({ tab_name: 'extra_questions', order: after.length - 1, required: true, title: 'Extra questions', slug: 'extra', title_translations: { es: 'Extra questions' } });
  });
});
