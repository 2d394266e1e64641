/**
 * The receipt (get-receipt) and the invoice the receipt asks for (auto-invoice-generation) with
 * the local invoice service: recorded once per enrollment and mailed to the group contact. The
 * enrollment is completed through save-review-info; the non-form tabs' checks pass here (their
 * rules are their own slices' tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPdf, pdfText } from '../../e2e/support/pdf';
import { DEMO0007 } from '../../schemas/demo/enrollments';
import { DEMO_GROUP_CONTACTS } from '../../schemas/demo/groupContacts';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { replaceNonFormChecks } from './helpers/tabChecks';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d7: Session;
beforeAll(async () => {
  t = await createTestApp();
  replaceNonFormChecks(t.app);
  d7 = await resume(t.app, DEMO0007.code, DEMO0007.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0007.id]);

const ACME_CONTACT = DEMO_GROUP_CONTACTS[2001];
const id = DEMO0007.id;
const complete = async () => dataOf<{ policy_id: string }>(await post(t.app, d7, 'save-review-info', { enrollment_id: id, first_enroll: 1 })).policy_id;
const askInvoice = (body: Record<string, unknown>) => post(t.app, d7, 'auto-invoice-generation', { enrollment_id: id, effectiveDate: DEMO0007.effective_date, ...body });
const mailsTo = (to: string) => t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();
const invoices = () => t.db.selectFrom('invoices').selectAll().where('enrollment_id', '=', id).execute();

describe('get-receipt', () => {
  it('answers 409 until the enrollment is completed', async () => {
    const response = await get(t.app, d7, 'get-receipt', { enrollment_id: id });
    expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({
      status: 409, errors: [{ target_element: 'enrollment_id', error_message: MESSAGES.receiptNotReady }],
    });
  });

  it('answers the confirmation number, the name, callInvoice for list billing only, and the plans, amounts and effective date enrolled', async () => {
    const cart = dataOf<{ result: Array<{ plan_name: string; price: string }>; initial_month_cost: string; recurring_month_cost: string }>(
      await get(t.app, d7, 'get-plan-cart', { enrollment_id: id }));
    expect(cart.result.length).toBeGreaterThan(0);
    const policyId = await complete();
    expect(dataOf(await get(t.app, d7, 'get-receipt', { enrollment_id: id }))).toEqual({
      policy_id: policyId, name: 'Jamie Fischer', callInvoice: true,
      // What the cart's Order Info showed at checkout.
      plans: cart.result.map((line) => ({ plan_name: line.plan_name, price: line.price })),
      initial_month_cost: cart.initial_month_cost, recurring_month_cost: cart.recurring_month_cost,
      effective_date: DEMO0007.effective_date,
    });
    for (const [method, calls] of [['stmt', true], ['eft', false], ['cc', false], ['elist', false]] as const) {
      await t.db.updateTable('enrollments').set({ payment_info: JSON.stringify({ payment_method: method }) }).where('id', '=', id).execute();
      expect({ method, data: dataOf(await get(t.app, d7, 'get-receipt', { enrollment_id: id })) }).toMatchObject({ method, data: { callInvoice: calls } });
    }
  });
});

describe('auto-invoice-generation (local invoice service)', () => {
  it('records the invoice and mails it to the group contact, once', async () => {
    const policyId = await complete();
    const first = dataOf<{ invoice_number: string }>(await askInvoice({ policy_id: policyId }));
    expect(first.invoice_number).toBe(`INV-${policyId.slice(4)}`);
    expect(await invoices()).toEqual([expect.objectContaining({
      invoice_number: first.invoice_number, policy_id: policyId, group_id: 2001, effective_date: '07/01/2026',
      first_month_amount: '640.00', recurring_amount: '640.00', mailed_to: ACME_CONTACT,
    })]);
    const mails = await mailsTo(ACME_CONTACT);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Invoice ${first.invoice_number} for policy ${policyId}`);
    expect(mails[0].text_body).toContain('Member: Jamie Fischer');
    expect(mails[0].text_body).toContain('Acme Group Medical: $640.00 per month');
    // Signed by the site the enrollment was shopped on (group 2001's landing site).
    expect(mails[0].text_body.trim().split('\n').at(-1)).toBe('Acme Benefits');
    // The receipt asks again (a reload): the same invoice, no second record or mail.
    expect(dataOf(await askInvoice({ policy_id: policyId }))).toEqual(first);
    expect(await invoices()).toHaveLength(1);
    expect(await mailsTo(ACME_CONTACT)).toHaveLength(1);
    await t.db.deleteFrom('invoices').where('enrollment_id', '=', id).execute();
    await t.db.deleteFrom('outbox').where('to_address', '=', ACME_CONTACT).execute();
  });

  it('refuses an enrollment not yet completed, not billed by invoice, or another confirmation number or date', async () => {
    const early = await askInvoice({ policy_id: 'POL-000001' });
    expect({ status: early.statusCode, errors: fieldErrors(early) }).toEqual({ status: 409, errors: [{ target_element: 'enrollment_id', error_message: MESSAGES.receiptNotReady }] });
    const policyId = await complete();
    expect(fieldErrors(await askInvoice({ policy_id: 'POL-000001' }))).toEqual([{ target_element: 'policy_id', error_message: MESSAGES.policyIdMismatch }]);
    expect(fieldErrors(await askInvoice({ policy_id: 'pol-1' }))).toEqual([{ target_element: 'policy_id', error_message: MESSAGES.policyIdMismatch }]);
    expect(fieldErrors(await askInvoice({ policy_id: policyId, effectiveDate: '08/01/2026' }))).toEqual([{ target_element: 'effectiveDate', error_message: MESSAGES.effectiveDateMismatch }]);
    await t.db.updateTable('enrollments').set({ payment_info: JSON.stringify({ payment_method: 'eft' }) }).where('id', '=', id).execute();
    const eft = await askInvoice({ policy_id: policyId });
    expect({ status: eft.statusCode, errors: fieldErrors(eft) }).toEqual({ status: 409, errors: [{ target_element: 'enrollment_id', error_message: MESSAGES.invoiceNotBilled }] });
    expect(await invoices()).toEqual([]);
  });
});

describe('developer mailbox attachments', () => {
  it('lists the receipt mail with its PDF and serves the PDF', async () => {
    const policyId = await complete();
    const local = { host: 'localhost' };
    const listed = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', headers: local, remoteAddress: '127.0.0.1' })).json() as {
      to: string; subject: string; attachments: { filename: string; content_type: string; size: number; url: string }[];
    }[];
    const receipt = listed.find((mail) => mail.to === DEMO0007.email && mail.subject === MESSAGES.receiptSubject);
    expect(receipt?.attachments).toEqual([expect.objectContaining({ filename: `enrollment-${policyId}.pdf`, content_type: 'application/pdf' })]);
    const file = await t.app.inject({ method: 'GET', url: receipt!.attachments[0].url, headers: local, remoteAddress: '127.0.0.1' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.length).toBe(receipt!.attachments[0].size);
    expect(isPdf(file.rawPayload)).toBe(true);
    expect(pdfText(file.rawPayload)).toContain(policyId);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: local, remoteAddress: '127.0.0.1' });
    expect(page.body).toContain(`href="${receipt!.attachments[0].url}"`);
    // Like the rest of the mailbox, only for a browser on this machine.
    expect((await t.app.inject({ method: 'GET', url: receipt!.attachments[0].url, headers: local, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/attachments/999999', headers: local, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});
