/**
 * The agreement tab like every other tab (issue 14 items 1 and 2; docs/forms-as-data.md
 * "Agreement"): a group's published agreement definition retitles and moves the tab, overrides a
 * message and adds fields (a select, a required checkbox, a text shown under a condition).
 * get-dynamic-tabs and get-form-fields-agreement-info answer them to a new enrollment of the
 * group; save-agreement-info refuses a save without them at the fields in the group's words,
 * nothing written; a valid save keeps their values in the tab's document (read back, in the
 * enrollment copy); a publish's dry run counts the signed agreements a stricter draft would
 * refuse at the field; an enrollment that started before keeps the tab as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementFieldsData, AgreementText, DynamicTab } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { insertTestEnrollment } from '../../server/db/seed/testEnrollments';
import { enrollmentCopy } from '../../server/services/completion/enrollmentCopy';
import { dataOf, fieldErrors, get, post, put, resume, type Session } from './helpers/client';
import { staffSession, withSpanish } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const AGREEMENT = 'admin/forms/agreement_info/group/2001';
/** The group's words for a missing answer (its layer's `messages`). */
const REQUIRED = 'Please answer this before you sign';

const CHANGE: FormLayer = {
  tab: { title: 'Sign and confirm', order: 2.5 },
  fields: {
    contact_time: {
      widget: 'select', label: 'Preferred contact time', required: true, order: 100,
      choices: [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }],
    },
    consent_contact: { widget: 'checkbox', label: 'I agree to be called about my enrollment', required: true, order: 101 },
    contact_note: { widget: 'text', label: 'Best number to call', order: 102, visibleWhen: { field: 'contact_time', equals: 'pm' } },
  },
  messages: { required: REQUIRED },
};

interface Enrollee { session: Session; id: string }

/** A new enrollment of Acme (group 2001) that has started the wizard (its forms' versions recorded, as at checkout). */
async function startedEnrollment(): Promise<Enrollee> {
  const made = await insertTestEnrollment(t.db, t.app.services.cipher, 'DEMO0007', { groupId: 2001 });
  return { session: await resume(t.app, made.code, made.email), id: made.enrollment_id };
}

const tabsOf = async (e: Enrollee) => dataOf<{ result: DynamicTab[] }>(await get(t.app, e.session, 'get-dynamic-tabs', { enrollment_id: e.id })).result;
const fieldsOf = async (e: Enrollee) => dataOf<AgreementFieldsData>(await get(t.app, e.session, 'get-form-fields-agreement-info', { enrollment_id: e.id }));
const textsOf = async (e: Enrollee) =>
  dataOf<{ result: AgreementText[]; hash: string }>(await get(t.app, e.session, 'get-agreement-texts', { enrollment_id: e.id }));

/** save-agreement-info with every agreement checked and the verification fields the process requires, plus the added fields' `values`. */
async function sign(e: Enrollee, values?: Record<string, unknown>) {
  const texts = await textsOf(e);
  const fields = (await fieldsOf(e)).result;
  const typed = Object.fromEntries(fields.filter((f) => !f.read_only && f.field_name !== 'signature').map((f) => [f.field_name, 'x']));
  return post(t.app, e.session, 'save-agreement-info', {
    enrollment_id: e.id, accepted_agreements: texts.result.map((text) => text.id), agreement_hash: texts.hash, ...typed, ...(values && { values }),
  });
}

/** Opens the group's draft, saves `content` into it and answers the check's problems. */
async function draft(author: Session, content: FormLayer) {
  const opened = dataOf<{ revision: number }>(await post(t.app, author, `${AGREEMENT}/draft`, {}));
  expect((await put(t.app, author, `${AGREEMENT}/draft`, { content: withSpanish(content), revision: opened.revision })).statusCode).toBe(200);
  return dataOf<{ problems: unknown[] }>(await post(t.app, author, `${AGREEMENT}/draft/check`, {})).problems;
}

const written = async (id: string) => ({
  column: (await t.db.selectFrom('enrollments').select('aggrement_info').where('id', '=', id).executeTakeFirstOrThrow()).aggrement_info,
  documents: await t.db.selectFrom('enrollment_tab_documents').select(['tab', 'values']).where('enrollment_id', '=', id).execute(),
});

describe('the agreement tab with its own title, order, messages and fields', () => {
  let before: Enrollee;
  let after: Enrollee;
  let author: Session;
  let publisher: Session;

  it('is retitled and moved by a group\'s version, and serves the fields it added with the group\'s messages', async () => {
    before = await startedEnrollment();
    const plainTabs = await tabsOf(before);
    const plainFields = await fieldsOf(before);
    expect(plainFields.added).toBeUndefined();
    author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    // A name the agreement uses itself, or an agreement the scope does not have, is refused at the field.
    // An optional agreement tab would let an enrollment complete unsigned: refused at tab.required.
    const bad: FormLayer = { fields: { agreements: { widget: 'text', label: 'Mine' }, agreement_99999: { widget: 'checkbox', label: 'New' } }, tab: { required: false } };
    expect(await draft(author, bad)).toEqual([
      { target_element: 'fields.agreements', error_message: MESSAGES.formAgreementReserved },
      { target_element: 'fields.agreement_99999', error_message: MESSAGES.formAgreementUnknown },
      { target_element: 'tab.required', error_message: MESSAGES.formAgreementTabRequired },
    ]);
    expect(await draft(author, CHANGE)).toEqual([]);
    expect((await post(t.app, publisher, `${AGREEMENT}/draft/publish`, { reason: 'We call new members' })).statusCode).toBe(200);

    after = await startedEnrollment();
    const tabs = await tabsOf(after);
    const names = tabs.map((tab) => tab.tab_name);
    // Order 2.5: right after Employer Information (2).
    expect(names.indexOf('agreement_info')).toBe(names.indexOf('employer_info') + 1);
    expect(names.indexOf('agreement_info')).toBeLessThan(plainTabs.findIndex((tab) => tab.tab_name === 'agreement_info'));
    expect(tabs.find((tab) => tab.tab_name === 'agreement_info')).toMatchObject({ title: 'Sign and confirm', required: true });
    const fields = await fieldsOf(after);
    expect(fields.result).toEqual(plainFields.result);
    expect(fields.messages).toEqual({ required: REQUIRED });
    expect(fields.added?.validator).toMatch(/^[0-9a-f]{64}$/);
    // Shown in order with their hints; the conditional field comes with its condition.
    expect(fields.added?.result.map((def) => [def.field_name, def.required, def.value])).toEqual([
      ['contact_time', true, ''], ['consent_contact', true, ''], ['contact_note', false, ''],
    ]);
    expect(fields.added?.result[0].schema).toMatchObject({ widget: 'select', title: 'Preferred contact time' });

    // The enrollment that started before keeps the tab as it was.
    expect(await tabsOf(before)).toEqual(plainTabs);
    expect(await fieldsOf(before)).toEqual(plainFields);
  });

  it('refuses a save without the added fields at the fields, in the group\'s words, and writes nothing', async () => {
    const missing = await sign(after);
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing)).toEqual([
      { target_element: 'contact_time', error_message: REQUIRED }, { target_element: 'consent_contact', error_message: REQUIRED },
    ]);
    // An unticked checkbox is no agreement; a choice the select does not offer is refused.
    const unticked = fieldErrors(await sign(after, { contact_time: 'night', consent_contact: '0' }));
    expect(unticked.map((error) => error.target_element)).toEqual(['contact_time', 'consent_contact']);
    expect(await written(after.id)).toEqual({ column: null, documents: [] });
  });

  it('saves their values in the tab\'s document, reads them back and puts them in the enrollment copy', async () => {
    expect((await sign(after, { contact_time: 'am', consent_contact: '1', contact_note: 'hidden, so dropped' })).statusCode).toBe(200);
    const saved = await written(after.id);
    expect(saved.column).toMatchObject({ status: 'signed' });
    expect(saved.documents).toEqual([{ tab: 'agreement_info', values: { contact_time: 'am', consent_contact: '1' } }]);
    // Resumable: the fields' answer gives them back.
    expect((await fieldsOf(after)).added?.result.map((def) => def.value)).toEqual(['am', '1', '']);

    const row = await t.db.selectFrom('enrollments').selectAll().where('id', '=', after.id).executeTakeFirstOrThrow();
    const copy = await enrollmentCopy(t.db, t.app.services, row, ['agreement_info']);
    expect(copy.sections[0].title).toBe('Sign and confirm');
    expect(copy.sections[0].items).toEqual(expect.arrayContaining([
      { label: 'Preferred contact time', value: 'Morning' }, { label: 'I agree to be called about my enrollment', value: 'Yes' },
    ]));
  });

  it('keeps the added fields\' values on Save & Continue Later (formats only), and a resume shows them', async () => {
    const later = await startedEnrollment();
    const texts = await textsOf(later);
    const email = `agreement.later.${later.id.slice(0, 8)}@example.com`;
    const saveLater = (values: Record<string, unknown>) => post(t.app, later.session, 'save-enrollment', {
      enrollment_id: later.id, email, tab: 'aggrement_info', data: { accepted_agreements: [texts.result[0].id], agreement_hash: texts.hash, values },
    });
    // Formats are checked (a choice the select does not offer), required-ness is not; nothing written on a refusal.
    expect(fieldErrors(await saveLater({ contact_time: 'night' })).map((error) => error.target_element)).toEqual(['contact_time']);
    expect(await written(later.id)).toEqual({ column: null, documents: [] });
    expect((await saveLater({ contact_time: 'pm', contact_note: '555 0100' })).statusCode).toBe(200);
    const saved = await written(later.id);
    expect(saved.column).toMatchObject({ status: 'draft', accepted_agreements: [texts.result[0].id] });
    expect(saved.documents).toEqual([{ tab: 'agreement_info', values: { contact_time: 'pm', contact_note: '555 0100' } }]);
    // A resume with the mailed code (a new session) reads them back at the agreement tab.
    const mails: { to: string; text: string }[] = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
    const code = /Your enrollment code: ([A-Z2-9]{8})/.exec(mails.find((mail) => mail.to === email)?.text ?? '')?.[1] ?? '';
    const resumed: Enrollee = { session: await resume(t.app, code, email), id: later.id };
    expect((await fieldsOf(resumed)).added?.result.map((def) => [def.field_name, def.value])).toEqual([
      ['contact_time', 'pm'], ['consent_contact', ''], ['contact_note', '555 0100'],
    ]);
  });

  it('is covered by a publish\'s dry run: a draft requiring a field the signed agreement left empty fails there', async () => {
    const stricter: FormLayer = { ...CHANGE, fields: { ...CHANGE.fields, contact_note: { widget: 'text', label: 'Best number to call', order: 102, required: true } } };
    expect(await draft(author, stricter)).toEqual([]);
    const dry = dataOf<{ enrollments: { enrollment_id: string; fields: string[] }[] }>(await post(t.app, publisher, `${AGREEMENT}/draft/dry-run`, {}));
    expect(dry.enrollments).toContainEqual({ enrollment_id: after.id, fields: ['contact_note'] });
    expect(await draft(author, CHANGE)).toEqual([]);
    const same = dataOf<{ enrollments: { enrollment_id: string }[] }>(await post(t.app, publisher, `${AGREEMENT}/draft/dry-run`, {}));
    expect(same.enrollments.map((e) => e.enrollment_id)).not.toContain(after.id);
    expect((await post(t.app, author, `${AGREEMENT}/draft/discard`, {})).statusCode).toBe(200);
  });
});
