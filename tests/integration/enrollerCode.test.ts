/** The enroller-code rule: shown for reps and the groups that require a code (groups.requires_enroller_code: 2556/2512), required there before leaving personal info. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0003 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let harbor: Session;
let demo: Session;
beforeAll(async () => {
  t = await createTestApp();
  harbor = await resume(t.app, 'DEMO0003', 'harbor@example.com');
  demo = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => { await t.close(); });
// A saved code (or a rep eprocess) would change what the other tests see: each test starts from the seed.
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0003.id]);

const check = (session: Session, id: string) => get(t.app, session, 'check-enroll-code', { enrollment_id: id });
const saveCode = (enrollerCode: unknown) => post(t.app, harbor, 'save-enroller-code', { enrollment_id: DEMO0003.id, enrollerCode });
const contact = {
  enrollment_id: DEMO0003.id, email_address: 'harbor.worker@example.com', phone_number: '5552225555', address1: '55 Dock Rd', city: 'Peoria',
  birth_state: 'IL', birth_city: 'Peoria',
};
const storedCode = async () =>
  (await t.db.selectFrom('enrollments').select('enroller_code').where('id', '=', DEMO0003.id).executeTakeFirstOrThrow()).enroller_code;

describe('enroller code', () => {
  it('is neither shown nor required for an applicant without such a group', async () => {
    expect(dataOf(await check(demo, DEMO0001.id))).toEqual({ show_enroll_code: false, required: false, saved: false });
  });

  it('is shown for a rep enrollment', async () => {
    await t.db.updateTable('enrollments').set({ eprocess: 'rep' }).where('id', '=', DEMO0001.id).execute();
    expect(dataOf(await check(demo, DEMO0001.id))).toEqual({ show_enroll_code: true, required: false, saved: false });
  });

  it('is shown and required for group 2556 until saved; contact and employer saves are refused meanwhile', async () => {
    expect(dataOf(await check(harbor, DEMO0003.id))).toEqual({ show_enroll_code: true, required: true, saved: false });
    const refused = await post(t.app, harbor, 'save-contact-info', contact);
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual([{ target_element: 'enrollerCode', error_message: MESSAGES.enrollerCodeEmpty }]);
    const employer = await post(t.app, harbor, 'save-employer-info', { enrollment_id: DEMO0003.id, name: 'Harbor Logistics' });
    expect(fieldErrors(employer)).toEqual([{ target_element: 'enrollerCode', error_message: MESSAGES.enrollerCodeEmpty }]);
  });

  it("answers 'Enter Enroller Code' for an empty or missing code and the invalid message for an unknown one", async () => {
    for (const empty of ['', '   ']) expect(fieldErrors(await saveCode(empty))).toEqual([{ target_element: 'enrollerCode', error_message: MESSAGES.enrollerCodeEmpty }]);
    const missing = await post(t.app, harbor, 'save-enroller-code', { enrollment_id: DEMO0003.id });
    expect(fieldErrors(missing)).toEqual([{ target_element: 'enrollerCode', error_message: MESSAGES.enrollerCodeEmpty }]);
    const unknown = await saveCode('ENR-9999');
    expect(unknown.statusCode).toBe(422);
    expect(fieldErrors(unknown)).toEqual([{ target_element: 'enrollerCode', error_message: MESSAGES.enrollerCodeInvalid }]);
    expect(await storedCode()).toBeNull();
  });

  it('accepts ENR-1001, after which the requirement is met and contact info saves', async () => {
    expect(dataOf(await saveCode('enr-1001'))).toEqual({});
    expect(await storedCode()).toBe('ENR-1001');
    expect(dataOf(await check(harbor, DEMO0003.id))).toEqual({ show_enroll_code: true, required: true, saved: true });
    expect(dataOf(await post(t.app, harbor, 'save-contact-info', contact))).toEqual({ saved_tab: 'contact_info' });
  });
});

describe("enroller code: the group's data decides (groups.requires_enroller_code)", () => {
  const requires = (groupId: number, value: boolean) =>
    t.db.updateTable('groups').set({ requires_enroller_code: value }).where('id', '=', groupId).execute();

  it('a group that no longer requires a code lets contact be saved without one, with no code change', async () => {
    await requires(2556, false);
    try {
      expect(dataOf(await check(harbor, DEMO0003.id))).toEqual({ show_enroll_code: false, required: false, saved: false });
      expect(dataOf(await post(t.app, harbor, 'save-contact-info', contact))).toEqual({ saved_tab: 'contact_info' });
    } finally {
      await requires(2556, true);
    }
    expect(dataOf(await check(harbor, DEMO0003.id))).toEqual({ show_enroll_code: true, required: true, saved: false });
  });
});
