/**
 * Tabs as data (issue 14 items 1 and 2) through the admin API and the enrollee's routes: a
 * group's draft adds an 'Additional Information' tab and retitles a spec tab; once published,
 * get-dynamic-tabs lists it in its place for a new enrollment of the group, the server refuses a
 * save without its required field at the field, saved values read back, another enrollee can
 * neither read nor write it, an enrollment that started before the publish does not get it, and
 * a rollback removes it for new enrollments. Bad tab definitions get field-level errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamicTab, FieldDefinition } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { insertTestEnrollment } from '../../server/db/seed/testEnrollments';
import { enrollmentCopy } from '../../server/services/completion/enrollmentCopy';
import { dataOf, fieldErrors, get, post, put as putJson, resume, type Session } from './helpers/client';
import { TINY_PNG } from './helpers/routes';
import { staffSession, withSpanish } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const NEW_TAB = 'admin/forms/additional_info/group/2001';
const CONTACT = 'admin/forms/contact_info/group/2001';

/** The group's words for a missing answer on its new tab (the layer's `messages`). */
const TAB_REQUIRED = 'Please answer this before you go on';

const ADDITIONAL_INFO: FormLayer = {
  tab: { title: 'Additional Information', slug: 'additional_info', order: 2.5, required: true },
  fields: { favourite_colour: { widget: 'text', label: 'Favourite colour', required: true, maxLength: 40 } },
  messages: { required: TAB_REQUIRED },
};

interface Enrollee { session: Session; id: string }

/** A signed-in staff member's cookie. */
const staff = (email: string) => staffSession(t.app, email);
/** PUT path with a JSON body and the session's cookie. */
const put = (session: Session, path: string, body: unknown) => putJson(t.app, session, path, body);

/** Opens the draft at `path`, saves `content` into it and answers the check's problems. */
async function draft(author: Session, path: string, content: FormLayer) {
  const opened = dataOf<{ revision: number }>(await post(t.app, author, `${path}/draft`, {}));
  expect((await put(author, `${path}/draft`, { content: withSpanish(content), revision: opened.revision })).statusCode).toBe(200);
  return dataOf<{ problems: { target_element: string; error_message: string }[] }>(await post(t.app, author, `${path}/draft/check`, {})).problems;
}

/** A new enrollment of Acme (group 2001) that has started the wizard (its forms' versions recorded, as at checkout). */
async function startedEnrollment(): Promise<Enrollee> {
  const made = await insertTestEnrollment(t.db, t.app.services.cipher, 'DEMO0007', { groupId: 2001 });
  return { session: await resume(t.app, made.code, made.email), id: made.enrollment_id };
}

const tabsOf = async (e: Enrollee) => dataOf<{ result: DynamicTab[] }>(await get(t.app, e.session, 'get-dynamic-tabs', { enrollment_id: e.id })).result;
const readTab = (e: Enrollee, session = e.session) => get(t.app, session, 'get-tab-document', { enrollment_id: e.id, tab_name: 'additional_info' });
const saveTab = (e: Enrollee, values: Record<string, unknown>, session = e.session) =>
  post(t.app, session, 'save-tab-document', { enrollment_id: e.id, tab_name: 'additional_info', values });

describe('a tab staff added, published for a group', () => {
  // One journey in steps (each its own test, in order): the enrollments and versions carry over.
  let before: Enrollee;
  let after: Enrollee;
  let plainTabs: DynamicTab[];
  let publisher: Session;
  let published: { version: number };

  it('is published with a retitled spec tab, and listed for staff and for a new enrollment in its place', async () => {
    before = await startedEnrollment();
    plainTabs = await tabsOf(before);
    expect(plainTabs.map((tab) => tab.tab_name)).not.toContain('additional_info');

    const author = await staff(DEMO_STAFF_AUTHOR.email);
    expect(await draft(author, NEW_TAB, ADDITIONAL_INFO)).toEqual([]);
    expect(await draft(author, CONTACT, { tab: { title: 'How to reach you' }, fields: {} })).toEqual([]);
    publisher = await staff(DEMO_STAFF_PUBLISHER_2.email);
    published = dataOf<{ version: number }>(await post(t.app, publisher, `${NEW_TAB}/draft/publish`, { reason: 'We ask one more question' }));
    expect((await post(t.app, publisher, `${CONTACT}/draft/publish`, { reason: 'A friendlier title' })).statusCode).toBe(200);

    const listed = dataOf<{ forms: { form: string; title: string }[] }>(await get(t.app, author, 'admin/forms')).forms;
    expect(listed).toContainEqual({ form: 'additional_info', title: 'Additional Information' });

    after = await startedEnrollment();
    const tabs = await tabsOf(after);
    const names = tabs.map((tab) => tab.tab_name);
    // Between employer (2) and beneficiary (3), numbered by place; the spec tabs keep their names.
    expect(names.slice(0, 5)).toEqual(['primary_info', 'contact_info', 'employer_info', 'additional_info', 'beneficiary_info']);
    expect(tabs.map((tab) => tab.order)).toEqual(tabs.map((_, index) => index));
    expect(tabs[3]).toEqual({ tab_name: 'additional_info', order: 3, required: true, title: 'Additional Information', slug: 'additional_info', title_translations: { es: 'Additional Information' } });
    expect(tabs[1]).toMatchObject({ tab_name: 'contact_info', title: 'How to reach you' });

  });

  it('is checked by the server with its pinned form, saved, read back and in the enrollment copy', async () => {
    const fields = dataOf<{ result: FieldDefinition[]; title: string; slug: string; messages?: Record<string, string> }>(await readTab(after));
    expect(fields).toMatchObject({ title: 'Additional Information', slug: 'additional_info', messages: { required: TAB_REQUIRED } });
    expect(fields.result).toEqual([
      expect.objectContaining({ field_name: 'favourite_colour', value: '', required: true, schema: expect.objectContaining({ title: 'Favourite colour' }) }),
    ]);

    // In the group's words (its layer's message override), as a spec tab's save says them.
    expect(fieldErrors(await saveTab(after, {}))).toEqual([{ target_element: 'favourite_colour', error_message: TAB_REQUIRED }]);
    expect(fieldErrors(await saveTab(after, { favourite_colour: 'x'.repeat(41) }))[0].target_element).toBe('favourite_colour');
    expect(await t.db.selectFrom('enrollment_tab_documents').selectAll().where('enrollment_id', '=', after.id).execute()).toEqual([]);
    const saved = await saveTab(after, { favourite_colour: 'Teal' });
    expect(dataOf(saved)).toEqual({ saved_tab: 'additional_info' });
    expect(dataOf<{ result: FieldDefinition[] }>(await readTab(after)).result[0].value).toBe('Teal');
    // The document records the versions it was checked with.
    const document = await t.db.selectFrom('enrollment_tab_documents').selectAll().where('enrollment_id', '=', after.id).executeTakeFirstOrThrow();
    expect(document.form_version).toMatchObject({ chain: 'default:0/portal:12/group:2001' });

    // The enrollment copy (the PDF's content) has the tab with its title and answer.
    const row = await t.db.selectFrom('enrollments').selectAll().where('id', '=', after.id).executeTakeFirstOrThrow();
    const copy = await enrollmentCopy(t.db, t.app.services, row, ['contact_info', 'additional_info']);
    expect(copy.sections.map((section) => section.title)).toEqual(['How to reach you', 'Additional Information', 'Plans']);
    expect(copy.sections[1].items).toEqual([{ label: 'Favourite colour', value: 'Teal' }]);

  });

  it('is resumable, private to its enrollment, and absent for an enrollment that started before', async () => {
    // Save & Continue Later on the new tab: formats checked, the draft in its document, the resume tab is the new tab.
    const later = (values: Record<string, unknown>) =>
      post(t.app, after.session, 'save-enrollment', { enrollment_id: after.id, email: 'tabs.later@example.com', tab: 'additional_info', data: values });
    expect(fieldErrors(await later({ favourite_colour: 'x'.repeat(41) }))[0].target_element).toBe('favourite_colour');
    expect((await later({ favourite_colour: 'Blue' })).statusCode).toBe(200);
    expect(await t.db.selectFrom('enrollments').select('saved_tab').where('id', '=', after.id).executeTakeFirstOrThrow()).toEqual({ saved_tab: 'additional_info' });
    expect(dataOf<{ result: FieldDefinition[] }>(await readTab(after)).result[0].value).toBe('Blue');

    // Another enrollee: the session's enrollment only.
    expect((await readTab(after, before.session)).statusCode).toBe(403);
    expect((await saveTab(after, { favourite_colour: 'Red' }, before.session)).statusCode).toBe(403);
    // The enrollment that started before the publish keeps its tabs: no new tab to read or save.
    expect(await tabsOf(before)).toEqual(plainTabs);
    expect(fieldErrors(await readTab(before))).toEqual([{ target_element: 'tab_name', error_message: MESSAGES.tabUnavailable }]);
    expect(fieldErrors(await saveTab(before, { favourite_colour: 'Red' }))).toEqual([{ target_element: 'tab_name', error_message: MESSAGES.tabUnavailable }]);

  });

  it('posts a screenshot filed under its id, as a spec tab does, only for an enrollment that sees it', async () => {
    const shot = (e: Enrollee, name: string) => post(t.app, e.session, 'save-screenshot', { enrollment_id: e.id, name, image: TINY_PNG });
    expect((await shot(after, 'additional_info')).statusCode).toBe(200);
    const stored = await t.db.selectFrom('screenshots').select('name').where('enrollment_id', '=', after.id).execute();
    expect(stored.map((row) => row.name)).toContain('additional_info');
    // A tab the enrollment does not see, or no tab at all: refused at the name, nothing filed.
    expect(fieldErrors(await shot(before, 'additional_info'))).toEqual([{ target_element: 'name', error_message: MESSAGES.tabUnavailable }]);
    expect(fieldErrors(await shot(after, 'unheard_of_tab'))).toEqual([{ target_element: 'name', error_message: MESSAGES.tabUnavailable }]);
    expect((await shot(after, 'Not A Tab')).statusCode).toBe(422);
    expect(await t.db.selectFrom('screenshots').select('name').where('enrollment_id', '=', before.id).execute()).toEqual([]);
  });

  it("is checked by a publish's dry run: the saved documents a draft would break, at their fields", async () => {
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    const stricter: FormLayer = {
      ...ADDITIONAL_INFO,
      fields: { ...ADDITIONAL_INFO.fields, favourite_colour: { widget: 'text', label: 'Favourite colour', required: true, maxLength: 3 }, shoe_size: { widget: 'text', label: 'Shoe size', required: true } },
    };
    expect(await draft(author, NEW_TAB, stricter)).toEqual([]);
    const dry = dataOf<{ supported: boolean; checked: number; failing: number; fields: Record<string, number>; enrollments: { enrollment_id: string; fields: string[] }[] }>(
      await post(t.app, publisher, `${NEW_TAB}/draft/dry-run`, {}),
    );
    // `after` saved 'Blue' (4 letters) and no shoe size; `before` never saw the tab, so has no document to check.
    expect(dry).toMatchObject({ supported: true, checked: 1, failing: 1, fields: { favourite_colour: 1, shoe_size: 1 } });
    expect(dry.enrollments).toEqual([{ enrollment_id: after.id, fields: expect.arrayContaining(['favourite_colour', 'shoe_size']) }]);
    // A draft its documents pass breaks none.
    expect(await draft(author, NEW_TAB, ADDITIONAL_INFO)).toEqual([]);
    expect(dataOf(await post(t.app, publisher, `${NEW_TAB}/draft/dry-run`, {}))).toMatchObject({ supported: true, checked: 1, failing: 0, enrollments: [] });
    expect((await post(t.app, author, `${NEW_TAB}/draft/discard`, {})).statusCode).toBe(200);
  });

  it('rolled back, is gone for new enrollments and kept by the one that saved it', async () => {
    await post(t.app, publisher, `${NEW_TAB}/versions/${published.version - 1}/rollback`, { reason: 'Question withdrawn' });
    expect((await tabsOf(await startedEnrollment())).map((tab) => tab.tab_name)).not.toContain('additional_info');
    // The enrollment that saved it keeps it.
    expect((await tabsOf(after)).map((tab) => tab.tab_name)).toContain('additional_info');
  });
});

describe('tab definitions with problems', () => {
  it('are refused at the tab property and the field, and a bad save body changes nothing', async () => {
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    expect(await draft(author, 'admin/forms/more_questions/group/2001', { fields: { pet: { widget: 'text' } } })).toEqual(expect.arrayContaining([
      { target_element: 'tab.title', error_message: MESSAGES.formTabTitleMissing },
      { target_element: 'tab.slug', error_message: MESSAGES.formSlugMissing },
      { target_element: 'fields.pet.label', error_message: MESSAGES.formLabelMissing },
    ]));
    expect(await draft(author, 'admin/forms/other_questions/group/2001', { tab: { title: 'Other', slug: 'review-confirm' }, fields: {} }))
      .toEqual([{ target_element: 'tab.slug', error_message: MESSAGES.formSlugTaken }]);
    expect(await draft(author, 'admin/forms/employer_info/group/2001', { tab: { slug: 'jobs' }, fields: {} }))
      .toEqual([{ target_element: 'tab.slug', error_message: MESSAGES.formSlugSpecTab }]);
    // A spec tab's id is no new tab's name.
    expect(fieldErrors(await post(t.app, author, 'admin/forms/review_info/group/2001/draft', {}))).toEqual([{ target_element: 'form', error_message: MESSAGES.formUnknown }]);

    const enrollee = await startedEnrollment();
    const wrong = await post(t.app, enrollee.session, 'save-tab-document', { enrollment_id: enrollee.id, tab_name: 'Bad Name', values: [] });
    expect(wrong.statusCode).toBe(422);
  });
});
