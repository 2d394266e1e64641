/**
 * The wizard's messages form (issue 14 item 1; schemas/forms/messagesForms.ts WIZARD_MESSAGES_FORM):
 * a group's published override of wizard-level messages (save and continue later, receipt) reaches
 * a new enrollment of that group (get-form-fields-wizard-messages, and the wizard's error answers
 * say it); an enrollment that started before keeps the versions it started with; a rollback
 * restores the spec's texts; an unchanged site answers byte for byte as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import { WIZARD_MESSAGES_FORM } from '../../schemas/forms/messagesForms';
import { MESSAGES } from '../../schemas/messages';
import { insertTestEnrollment } from '../../server/db/seed/testEnrollments';
import { dataOf, fieldErrors, get, post, put, resume, type Session } from './helpers/client';
import { publishLayer, staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const GROUP = 'group/2001';

interface Enrollee { session: Session; id: string }

/** A new enrollment like `like` (DEMO0007: Acme's group 2001; DEMO0001: the default portal, no group) that has started the wizard: its forms' versions recorded, as at checkout. */
async function startedEnrollment(like = 'DEMO0007'): Promise<Enrollee> {
  const made = await insertTestEnrollment(t.db, t.app.services.cipher, like);
  return { session: await resume(t.app, made.code, made.email), id: made.enrollment_id };
}

const messagesOf = async (e: Enrollee) =>
  dataOf<{ messages?: Record<string, string> }>(await get(t.app, e.session, 'get-form-fields-wizard-messages', { enrollment_id: e.id }));
/** A published layer's answer: publishLayer gives each text its English as its Spanish too (helpers/staff.ts withSpanish). */
const published = (messages: Record<string, string>) => ({ messages, message_translations: { es: messages } });
/** Save & Continue Later with an address that is not one: 422 at `email`. */
const badSaveLater = (e: Enrollee) => post(t.app, e.session, 'save-enrollment', { enrollment_id: e.id, email: 'not an address', tab: 'contact_info', data: {} });
/** The receipt of an enrollment not submitted yet: 409 at enrollment_id. */
const earlyReceipt = (e: Enrollee) => get(t.app, e.session, 'get-receipt', { enrollment_id: e.id });

describe('the wizard messages form', () => {
  it('is listed in the studio as Wizard: Messages, at Default, each portal and each group, and takes messages only', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const list = dataOf<{ forms: { form: string; title: string }[]; states: { form: string; scope: string }[] }>(await get(t.app, author, 'admin/forms'));
    expect(list.forms).toContainEqual({ form: WIZARD_MESSAGES_FORM, title: 'Wizard: Messages' });
    expect(new Set(list.states.filter((s) => s.form === WIZARD_MESSAGES_FORM).map((s) => s.scope))).toEqual(new Set(['default', 'portal', 'group']));

    const view = dataOf<{ title: string; resolved: { fields: unknown[]; messages: Record<string, string> } }>(
      await get(t.app, author, `admin/forms/${WIZARD_MESSAGES_FORM}/${GROUP}`),
    );
    expect(view).toMatchObject({ title: 'Wizard: Messages', resolved: { fields: [], messages: {} } });

    const path = `admin/forms/${WIZARD_MESSAGES_FORM}/${GROUP}/draft`;
    const opened = dataOf<{ revision: number }>(await post(t.app, author, path, {}));
    const content = { fields: { note: { widget: 'text', label: 'Note' } }, messages: { noSuchMessage: 'x' } };
    expect((await put(t.app, author, path, { content, revision: opened.revision })).statusCode).toBe(200);
    const check = dataOf<{ problems: { target_element: string; error_message: string }[] }>(await post(t.app, author, `${path}/check`, {}));
    expect(check.problems).toContainEqual({ target_element: 'fields.note', error_message: MESSAGES.formMessagesOnly });
    expect(check.problems.map((p) => p.target_element)).toContain('messages.noSuchMessage');
    expect((await post(t.app, author, `${path}/discard`, {})).statusCode).toBe(200);
  });

  it("says a group's texts to its new enrollments, in the wizard's messages and its error answers, until rolled back", async () => {
    // Nobody changed it: no overrides, and the error answers are the catalog's.
    const before = await startedEnrollment();
    expect(await messagesOf(before)).toEqual({});
    const plainLater = await badSaveLater(before);
    expect(fieldErrors(plainLater)).toEqual([{ target_element: 'email', error_message: MESSAGES.saveLaterInvalidEmail }]);
    const plainReceipt = await earlyReceipt(before);
    expect(plainReceipt.statusCode).toBe(409);
    expect(fieldErrors(plainReceipt)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.receiptNotReady }]);

    const email = 'Please give us an e-mail address we can send your code to';
    const receipt = 'Your enrollment is not submitted yet';
    await publishLayer(t.app, WIZARD_MESSAGES_FORM, GROUP, { fields: {}, messages: { saveLaterInvalidEmail: email, receiptNotReady: receipt } });

    const after = await startedEnrollment();
    expect(await messagesOf(after)).toEqual(published({ saveLaterInvalidEmail: email, receiptNotReady: receipt }));
    expect(fieldErrors(await badSaveLater(after))).toEqual([{ target_element: 'email', error_message: email }]);
    expect(fieldErrors(await earlyReceipt(after))).toEqual([{ target_element: 'enrollment_id', error_message: receipt }]);

    // The enrollment that started before keeps the versions it started with: the spec's texts, byte for byte.
    expect(await messagesOf(before)).toEqual({});
    expect((await badSaveLater(before)).body).toBe(plainLater.body);
    expect((await earlyReceipt(before)).body).toBe(plainReceipt.body);
    // An enrollment of another portal and no group is not reached.
    const other = await startedEnrollment('DEMO0001');
    expect(await messagesOf(other)).toEqual({});
    expect(fieldErrors(await badSaveLater(other))).toEqual([{ target_element: 'email', error_message: MESSAGES.saveLaterInvalidEmail }]);

    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const rollback = await post(t.app, publisher, `admin/forms/${WIZARD_MESSAGES_FORM}/${GROUP}/versions/1/rollback`, { reason: 'Spec texts again' });
    expect(rollback.statusCode).toBe(200);
    // Version 1 is the form as it stood before the publish: the catalog's texts again, for a new enrollment.
    const again = await startedEnrollment();
    expect(await messagesOf(again)).toEqual({});
    expect((await badSaveLater(again)).body).toBe(plainLater.body);
    expect((await earlyReceipt(again)).body).toBe(plainReceipt.body);
    // The enrollment that started under the override keeps it (as its tab forms keep theirs).
    expect(fieldErrors(await badSaveLater(after))).toEqual([{ target_element: 'email', error_message: email }]);
  });

  it("says the visitor's portal's texts where no enrollment is known to the answer (no session, another session's), never a group's", async () => {
    const acme = await startedEnrollment();
    const tabsOf = (session: Session) => get(t.app, session, 'get-dynamic-tabs', { enrollment_id: acme.id });
    const plainMissing = await tabsOf({ cookie: undefined });
    expect(fieldErrors(plainMissing)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionMissing }]);

    const missing = 'Please resume with the code we e-mailed you';
    const notYours = 'This enrollment belongs to another browser session';
    await publishLayer(t.app, WIZARD_MESSAGES_FORM, 'default/0', { fields: {}, messages: { sessionMissing: missing, sessionForbidden: notYours } });
    await publishLayer(t.app, WIZARD_MESSAGES_FORM, GROUP, { fields: {}, messages: { sessionForbidden: 'Acme says no' } });
    expect(fieldErrors(await tabsOf({ cookie: undefined }))).toEqual([{ target_element: 'enrollment_id', error_message: missing }]);
    // Another enrollee's session asking for Acme's enrollment: its own portal's (the default's) words, not the group's.
    const stranger = await startedEnrollment('DEMO0001');
    const refused = await tabsOf(stranger.session);
    expect(refused.statusCode).toBe(403);
    expect(fieldErrors(refused)).toEqual([{ target_element: 'enrollment_id', error_message: notYours }]);

    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    expect((await post(t.app, publisher, `admin/forms/${WIZARD_MESSAGES_FORM}/default/0/versions/1/rollback`, { reason: 'Spec texts again' })).statusCode).toBe(200);
    expect((await tabsOf({ cookie: undefined })).body).toBe(plainMissing.body);
  });
});
