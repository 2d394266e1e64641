/**
 * Completion (save-review-info with first_enroll 1) and the receipt mail. The other slices' tabs
 * are checked by the checks they register; their own rules are their tests' business, so here
 * the non-form tabs' checks are replaced by ones this file controls (the form tabs keep their
 * real check: a full save of what they hold).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPdf, pdfText } from '../../e2e/support/pdf';
import { POLICY_ID_PATTERN } from '../../schemas/api/completion';
import { DEMO0001, DEMO0007 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import type { TabName } from '../../schemas/tabs';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { VALID_PERSONAL } from './helpers/routes';
import { replaceNonFormChecks } from './helpers/tabChecks';
import { createTestApp, type TestApp } from './helpers/testApp';

/** What each controlled check answers: [] (complete) unless a test says otherwise. */
const failing = new Map<TabName, { target_element: string; error_message: string }[]>();

let t: TestApp;
let d1: Session;
let d7: Session;
beforeAll(async () => {
  t = await createTestApp();
  replaceNonFormChecks(t.app, (tab) => failing.get(tab) ?? []);
  d1 = await resume(t.app, DEMO0001.code, DEMO0001.email);
  d7 = await resume(t.app, DEMO0007.code, DEMO0007.email);
});
afterAll(async () => { await t.close(); });
beforeEach(() => failing.clear());
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0007.id]);

const row = (id: string) => t.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const codes = (id: string) => t.db.selectFrom('continue_codes').selectAll().where('enrollment_id', '=', id).execute();
const outbox = () => t.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').execute();
const submit = (session: Session, id: string, body: Record<string, unknown> = {}) => post(t.app, session, 'save-review-info', { enrollment_id: id, first_enroll: 1, ...body });

/** The newest mail to `to` with its attachments. */
async function mailTo(to: string) {
  const mail = (await outbox()).find((item) => item.to_address === to);
  const files = mail ? await t.db.selectFrom('outbox_attachments').selectAll().where('outbox_id', '=', mail.id).execute() : [];
  return { mail, files };
}

describe('Save & Continue Later on the review', () => {
  it('keeps the Additional Notes as the review draft, checked like the save', async () => {
    const later = (data: Record<string, unknown>) => post(t.app, d7, 'save-enrollment', { enrollment_id: DEMO0007.id, email: DEMO0007.email, tab: 'review_info', data });
    expect((await later({ additional_notes: '  Call after 5 pm ' })).statusCode).toBe(200);
    expect((await row(DEMO0007.id)).review_info).toEqual({ additional_notes: 'Call after 5 pm' });
    const long = await later({ additional_notes: 'x'.repeat(1001) });
    expect({ status: long.statusCode, errors: fieldErrors(long) }).toEqual({ status: 422, errors: [{ target_element: 'data.additional_notes', error_message: MESSAGES.text }] });
    expect((await row(DEMO0007.id)).review_info).toEqual({ additional_notes: 'Call after 5 pm' });
  });
});

describe('completion refused', () => {
  it('answers 422 with every incomplete tab named, and changes nothing', async () => {
    const before = { enrollment: await row(DEMO0001.id), codes: await codes(DEMO0001.id), mails: (await outbox()).length };
    const response = await submit(d1, DEMO0001.id, { additional_notes: 'Please call me' });
    expect(response.statusCode).toBe(422);
    const targets = fieldErrors(response).map((error) => error.target_element);
    // Personal info is saved but incomplete (field errors under its name); contact info is not saved at all.
    expect(targets).toContain('primary_info.ssn');
    expect(fieldErrors(response)).toContainEqual({ target_element: 'contact_info', error_message: MESSAGES.stepIncomplete });
    // Portal 11 does not require employer information: it is not checked.
    expect(targets.some((target) => target.startsWith('employer_info'))).toBe(false);
    expect(await row(DEMO0001.id)).toEqual(before.enrollment);
    expect(await codes(DEMO0001.id)).toEqual(before.codes);
    expect((await outbox()).length).toBe(before.mails);
  });

  it("names a failing tab's own errors under its tab and writes nothing", async () => {
    failing.set('beneficiary_info', [{ target_element: 'beneficiaries', error_message: 'Please add your beneficiaries before continuing.' }]);
    const response = await submit(d7, DEMO0007.id);
    expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({
      status: 422, errors: [{ target_element: 'beneficiary_info.beneficiaries', error_message: 'Please add your beneficiaries before continuing.' }],
    });
    expect((await row(DEMO0007.id)).status).toBe('open');
    expect(await codes(DEMO0007.id)).toHaveLength(1);
  });

  it('refuses a first_enroll other than 1 and over-long notes at their fields', async () => {
    expect(fieldErrors(await submit(d7, DEMO0007.id, { first_enroll: 0 }))).toContainEqual({ target_element: 'first_enroll', error_message: MESSAGES.choice });
    expect(fieldErrors(await submit(d7, DEMO0007.id, { additional_notes: 'x'.repeat(1001) }))).toContainEqual({ target_element: 'additional_notes', error_message: MESSAGES.text });
    expect((await row(DEMO0007.id)).status).toBe('open');
  });
});

describe('the routes of completion and the receipt', () => {
  it('answer 401 without a session and 403 for an enrollment this session does not hold', async () => {
    const calls = [
      (session: Session) => submit(session, DEMO0007.id),
      (session: Session) => get(t.app, session, 'get-receipt', { enrollment_id: DEMO0007.id }),
      (session: Session) => post(t.app, session, 'auto-invoice-generation', { enrollment_id: DEMO0007.id, effectiveDate: '07/01/2026', policy_id: 'POL-000001' }),
    ];
    for (const call of calls) {
      expect((await call({ cookie: undefined })).statusCode).toBe(401);
      expect((await call(d1)).statusCode).toBe(403);
    }
    expect((await row(DEMO0007.id)).status).toBe('open');
  });
});

describe('completion', () => {
  it('completes the enrollment with a confirmation number, removes its code and mails the receipt with the PDF copy', async () => {
    const response = await submit(d7, DEMO0007.id, { additional_notes: '  Call after 5 pm  ' });
    const { policy_id } = dataOf<{ policy_id: string }>(response);
    expect(policy_id).toMatch(new RegExp(POLICY_ID_PATTERN));
    const completed = await row(DEMO0007.id);
    expect(completed).toMatchObject({ status: 'completed', policy_id, review_info: { additional_notes: 'Call after 5 pm' }, saved_tab: 'review_info' });
    expect(completed.completed_at).toBeInstanceOf(Date);
    expect(await codes(DEMO0007.id)).toEqual([]);
    // The code no longer opens the enrollment.
    expect((await post(t.app, { cookie: undefined }, 'continue-enrollment', { code: DEMO0007.code, email: DEMO0007.email })).statusCode).toBe(422);

    const { mail, files } = await mailTo('review@example.com');
    expect(mail).toMatchObject({ subject: MESSAGES.receiptSubject });
    expect(mail!.text_body).toContain(policy_id);
    // Signed by the site it was shopped on (group 2001's landing site), not the store's name.
    expect(mail!.text_body.trim().split('\n').at(-1)).toBe('Acme Benefits');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ filename: `enrollment-${policy_id}.pdf`, content_type: 'application/pdf' });
    expect(isPdf(files[0].content)).toBe(true);
  });

  it("writes the enrollment's data into the PDF, masked: no full SSN", async () => {
    const { policy_id } = dataOf<{ policy_id: string }>(await submit(d7, DEMO0007.id));
    const { files } = await mailTo('review@example.com');
    const text = pdfText(files[0].content);
    const expected = [
      policy_id, 'Jamie', 'Fischer', 'Personal Information', 'Contact Information', 'Employer Information', 'Beneficiary Information',
      'Health Questions', 'Dependent Information', 'Acme Manufacturing', 'Machinist', 'Beneficiary #1: Alex Fischer', '100%',
      'Dependent #1: Alex Fischer', 'Acme Group Medical', '$640.00', 'First Month Total Cost', 'Recurring Monthly Cost', 'xxxxx0007', 'xxxxx0077',
      // What the receipt lists (issue 17): the confirmation number and the effective date beside the plans and amounts.
      'Confirmation number: ', 'Effective date: ', DEMO0007.effective_date,
    ];
    expect(expected.filter((part) => !text.includes(part))).toEqual([]);
    // Headed by the site it was shopped on (group 2001's landing site).
    expect(text).toContain('Acme Benefits');
    expect(text).not.toContain('Benefit Store');
    for (const ssn of ['123450007', '123450077']) expect(text).not.toContain(ssn);
  });

  it('afterwards answers 409 to every save and still serves the receipt', async () => {
    const { policy_id } = dataOf<{ policy_id: string }>(await submit(d7, DEMO0007.id));
    for (const [path, body] of [
      ['save-review-info', { first_enroll: 1 }], ['save-personal-info', VALID_PERSONAL], ['save-enrollment', { email: DEMO0007.email, tab: 'review_info' }],
    ] as const) {
      const response = await post(t.app, d7, path, { enrollment_id: DEMO0007.id, ...body });
      expect({ path, status: response.statusCode, errors: fieldErrors(response) }).toEqual({
        path, status: 409, errors: [{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentComplete }],
      });
    }
    expect(dataOf(await get(t.app, d7, 'get-receipt', { enrollment_id: DEMO0007.id }))).toMatchObject({ policy_id, name: 'Jamie Fischer', callInvoice: true });
  });

});
