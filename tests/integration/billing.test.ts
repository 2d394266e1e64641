/**
 * Billing Information on the server: payment types per portal and paying group, bill dates, the
 * form's definitions and validator, the accounts on file (masked only), the routing lookup (local
 * and over HTTP), both saves with the spec's messages at their fields (nothing written on any
 * error), what payment_info keeps (account number sealed; of a card only token, brand and last
 * four), Save & Continue Later's draft, and the tab's completion check.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002, DEMO0004, DEMO0007 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { findEnrollment } from '../../server/db/queries/enrollments';
import { luhnValid } from '../../server/services/billingCardToken';
import { saveBilling } from '../../server/services/billingSave';
import { readRoutingLookupConfig } from '../../server/services/routingLookup';
import { httpRoutingLookup } from '../../server/services/routingLookupHttp';
import { checkTab } from '../../server/services/tabChecks';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let applicant: Session;
let group: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  applicant = await resume(t.app, DEMO0001.code, DEMO0001.email);
  group = await resume(t.app, DEMO0002.code, DEMO0002.email);
  member = await resume(t.app, DEMO0004.code, DEMO0004.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0002.id, DEMO0004.id, DEMO0007.id]);

const column = async (id: string) => (await findEnrollment(t.db, id))?.payment_info ?? null;
const query = (id: string) => ({ enrollment_id: id });
const EFT = {
  payment_method: 'eft', bill_date: '15', account_name: 'Casey Rivera', account_number: '123456789012', routing_number: '123456780',
  bank_name: 'Typed By The Browser', account_type: 'checking', account_holder_type: 'individual',
};
const CARD = {
  payment_method: 'cc', first_name_on_cc: 'Casey', last_name_on_cc: 'Rivera', card_number: '4242424242424242', expiration_month: '12',
  expiration_year: String(new Date().getFullYear() + 2), security_code: '123', address1: '1 Demo Way', city: 'Springfield', state: 'IL', zip: '62701',
  is_physical_address: 'no',
};

/** A refused save: its status and errors, and whether payment_info stayed as it was. */
async function refused(session: Session, id: string, path: string, body: Record<string, unknown>) {
  const before = JSON.stringify(await column(id));
  const response = await post(t.app, session, path, { enrollment_id: id, ...body });
  return { status: response.statusCode, errors: response.statusCode === 200 ? [] : fieldErrors(response), unchanged: JSON.stringify(await column(id)) === before };
}

describe('payment types and bill dates', () => {
  it('offers portal 11 card then EFT, a paying group its fixed type, and member 7001 (applicant on portal 12) EFT then card', async () => {
    const result = async (s: Session, id: string) => dataOf<{ result: unknown }>(await get(t.app, s, 'get-payment-method', query(id))).result;
    expect(await result(applicant, DEMO0001.id)).toEqual({ payment_method: 'cc', options: [{ value: 'cc', name: 'Credit Card' }, { value: 'eft', name: 'EFT' }] });
    expect(await result(group, DEMO0002.id)).toEqual({ payment_method: 'list', options: [{ value: 'list', name: 'LIST' }] });
    expect(await result(member, DEMO0004.id)).toEqual({ payment_method: 'eft', options: [{ value: 'eft', name: 'EFT' }, { value: 'cc', name: 'Credit Card' }] });
  });

  it("lists the bill dates as 'Nth of month', 28 the default", async () => {
    const { result } = dataOf<{ result: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/v1/get-bill-date' }));
    expect(result).toEqual([
      { bill_date: 1, name: '1st of month', default: false }, { bill_date: 5, name: '5th of month', default: false },
      { bill_date: 15, name: '15th of month', default: false }, { bill_date: 28, name: '28th of month', default: true },
    ]);
  });
});

describe('get-form-fields-billing-info', () => {
  it('answers the definitions with the default type and bill date, bank name read-only, and a validator hash', async () => {
    const data = dataOf<{ result: { field_name: string; value: unknown; required: boolean; read_only: boolean }[]; validator: string }>(
      await get(t.app, applicant, 'get-form-fields-billing-info', query(DEMO0001.id)),
    );
    const at = (name: string) => data.result.find((def) => def.field_name === name);
    expect(at('payment_method')?.value).toBe('cc');
    expect(at('bill_date')?.value).toBe('28');
    expect(at('bank_name')).toMatchObject({ read_only: true, required: true });
    expect(at('address2')?.required).toBe(false);
    expect(data.validator).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/form-validators/${data.validator}.js` })).statusCode).toBe(200);
  });

  it('sends the validator module compressed to a browser that accepts it, and as is to one that does not', async () => {
    const { validator } = dataOf<{ validator: string }>(await get(t.app, applicant, 'get-form-fields-billing-info', query(DEMO0001.id)));
    const url = `/api/v1/form-validators/${validator}.js`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const schema');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-type': 'text/javascript; charset=utf-8' });
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('never sends a saved account number back', async () => {
    expect((await post(t.app, applicant, 'save-billing-info', { enrollment_id: DEMO0001.id, ...EFT })).statusCode).toBe(200);
    const response = await get(t.app, applicant, 'get-form-fields-billing-info', query(DEMO0001.id));
    expect(response.body).not.toContain('123456789012');
    const values = Object.fromEntries(dataOf<{ result: { field_name: string; value: unknown }[] }>(response).result.map((d) => [d.field_name, d.value]));
    expect(values).toMatchObject({ payment_method: 'eft', bill_date: '15', routing_number: '123456780', bank_name: 'First Demo Bank', account_number: '' });
  });
});

describe('accounts on file', () => {
  it("shows member 7001's bank and card masked, and nothing to a new member", async () => {
    const banks = await get(t.app, member, 'get-existing-bank-info', query(DEMO0004.id));
    expect(dataOf(banks)).toEqual({ result: [{
      bank_id: expect.any(Number), account_name: 'Morgan Lee', bank_name: 'First Demo Bank', account_number: 'xxxxxxxx6789',
      account_type: 'checking', account_holder_type: 'individual', bank_routing: '123456780',
    }] });
    expect(banks.body).not.toContain('000123456789');
    const cards = dataOf<{ result: unknown[] }>(await get(t.app, member, 'get-existing-card-info', query(DEMO0004.id)));
    expect(cards.result).toEqual([{
      card_id: expect.any(Number), name_on_cc: 'Morgan Lee', card_brand: 'Visa', card_number: 'xxxxxxxxxxxx4242', expiration_month: '12', expiration_year: '2030',
    }]);
    expect(dataOf(await get(t.app, applicant, 'get-existing-bank-info', query(DEMO0001.id)))).toEqual({ result: [] });
    expect(dataOf(await get(t.app, applicant, 'get-existing-card-info', query(DEMO0001.id)))).toEqual({ result: [] });
  });

  it('keeps the bank account number sealed on file', async () => {
    const row = await t.db.selectFrom('member_banks').selectAll().executeTakeFirstOrThrow();
    expect(row.account_number).not.toContain('6789');
    expect(t.app.services.cipher.decrypt(row.account_number)).toBe('000123456789');
  });
});

describe('routing lookup', () => {
  const lookup = (q: string, session: Session = applicant) => get(t.app, session, 'lookup-routing-number', { q });

  it('names the bank of a known number, and refuses a failing checksum, an unknown number and a short one with their messages', async () => {
    expect(dataOf(await lookup('123456780'))).toEqual({ response: { name: 'First Demo Bank' } });
    expect(dataOf(await lookup('111000025'))).toEqual({ response: { name: 'Prairie Demo Credit Union' } });
    const checksum = await lookup('123456789');
    expect([checksum.statusCode, fieldErrors(checksum)]).toEqual([422, [{ target_element: 'q', error_message: MESSAGES.routingChecksum }]]);
    const unknown = await lookup('011000015');
    expect([unknown.statusCode, fieldErrors(unknown)]).toEqual([422, [{ target_element: 'q', error_message: MESSAGES.routingUnknown }]]);
    const short = await lookup('1234');
    expect([short.statusCode, fieldErrors(short)]).toEqual([422, [{ target_element: 'q', error_message: MESSAGES.routingNumber }]]);
  });

  it('needs a session', async () => {
    expect((await lookup('123456780', { cookie: undefined })).statusCode).toBe(401);
  });

  it('reads an HTTP provider: its name, its message, and "not available" when it fails', async () => {
    const server: Server = createServer((request, response) => {
      const q = new URL(request.url ?? '', 'http://x').searchParams.get('q');
      if (q === '500000000') { response.statusCode = 503; response.end(); return; }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(q === '123456780' ? { data: { response: { name: 'Remote Bank' } } } : { status: 'error', message: 'Not a routing number we know' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lookup`;
    try {
      const http = httpRoutingLookup({ url, timeoutMs: 2000 });
      expect(await http.lookup('123456780')).toEqual({ found: true, name: 'Remote Bank' });
      expect(await http.lookup('111000025')).toEqual({ found: false, message: 'Not a routing number we know' });
      expect(await http.lookup('500000000')).toEqual({ found: false, message: MESSAGES.routingUnavailable });
    } finally {
      server.close();
    }
    expect(await httpRoutingLookup({ url, timeoutMs: 500 }).lookup('123456780')).toEqual({ found: false, message: MESSAGES.routingUnavailable });
    const banks = { '123456780': 'First Demo Bank' };
    expect(readRoutingLookupConfig({}, banks)).toEqual({ provider: 'local', banks });
    expect(readRoutingLookupConfig({ ROUTING_BANKS: '{"021000021":"Chase"}' }, banks)).toEqual({ provider: 'local', banks: { '021000021': 'Chase' } });
    expect(() => readRoutingLookupConfig({ ROUTING_BANKS: '{"12":"Short"}' }, banks)).toThrow(/ROUTING_BANKS/);
    expect(readRoutingLookupConfig({ ROUTING_LOOKUP: 'http', ROUTING_LOOKUP_URL: url }, banks)).toEqual({ provider: 'http', url, timeoutMs: 5000 });
    expect(() => readRoutingLookupConfig({ ROUTING_LOOKUP: 'http' }, banks)).toThrow(/ROUTING_LOOKUP_URL/);
  });
});

describe('save-billing-info: EFT', () => {
  it('stores the account number sealed and the bank name the lookup gives, not the one sent', async () => {
    expect((await post(t.app, applicant, 'save-billing-info', { enrollment_id: DEMO0001.id, ...EFT })).statusCode).toBe(200);
    const saved = (await column(DEMO0001.id))!;
    expect(saved).toMatchObject({ ...EFT, bank_name: 'First Demo Bank', account_number: expect.any(String) });
    expect(saved.account_number).not.toBe(EFT.account_number);
    expect(t.app.services.cipher.decrypt(String(saved.account_number))).toBe(EFT.account_number);
  });

  it('refuses each field with the spec message and writes nothing', async () => {
    expect(await refused(applicant, DEMO0001.id, 'save-billing-info', {
      ...EFT, account_name: 'Casey_Rivera!', account_number: '12', routing_number: '1234', account_type: '', account_holder_type: 'trust',
    })).toEqual({
      status: 422, unchanged: true, errors: expect.arrayContaining([
        { target_element: 'account_name', error_message: MESSAGES.accountHolderName },
        { target_element: 'account_number', error_message: MESSAGES.accountNumber },
        { target_element: 'routing_number', error_message: MESSAGES.routingNumber },
        { target_element: 'account_type', error_message: MESSAGES.required },
      ]),
    });
  });

  it('refuses a routing number the lookup refuses, at the routing number', async () => {
    expect(await refused(applicant, DEMO0001.id, 'save-billing-info', { ...EFT, routing_number: '123456789' }))
      .toEqual({ status: 422, unchanged: true, errors: [{ target_element: 'routing_number', error_message: MESSAGES.routingChecksum }] });
  });

  it('refuses a payment type the enrollment is not offered', async () => {
    expect(await refused(group, DEMO0002.id, 'save-billing-info', EFT))
      .toEqual({ status: 422, unchanged: true, errors: [{ target_element: 'payment_method', error_message: MESSAGES.choice }] });
  });
});

describe('save-billing-info: card', () => {
  it('keeps only the token, brand and last four of a card, never its number or security code', async () => {
    expect((await post(t.app, applicant, 'save-billing-info', { enrollment_id: DEMO0001.id, ...CARD })).statusCode).toBe(200);
    const saved = (await column(DEMO0001.id))!;
    expect(saved).toMatchObject({ payment_method: 'cc', card_brand: 'Visa', card_last4: '4242', card_token: expect.stringMatching(/^tok_/) });
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');
    expect(saved).not.toHaveProperty('card_number');
    expect(saved).not.toHaveProperty('security_code');
  });

  it("copies the contact address for 'Choose physical address', whatever address was sent", async () => {
    const contact = { address1: '15 Maple Dr', address2: 'Apt 2', city: 'Springfield', state: 'IL', zip: '62704' };
    await t.db.updateTable('enrollments').set({ contact_info: JSON.stringify(contact) }).where('id', '=', DEMO0001.id).execute();
    const body = { ...CARD, is_physical_address: 'yes', address1: 'Somewhere Else 9', city: 'Elsewhere' };
    expect((await post(t.app, applicant, 'save-billing-info', { enrollment_id: DEMO0001.id, ...body })).statusCode).toBe(200);
    expect(await column(DEMO0001.id)).toMatchObject({ is_physical_address: 'yes', ...contact });
  });

  it('refuses each card field with the spec message and writes nothing', async () => {
    expect(await refused(applicant, DEMO0001.id, 'save-billing-info', {
      ...CARD, first_name_on_cc: 'C4sey', last_name_on_cc: '', card_number: '4242', security_code: '12', zip: '627011', address1: '', expiration_month: '',
    })).toEqual({
      status: 422, unchanged: true, errors: expect.arrayContaining([
        { target_element: 'first_name_on_cc', error_message: MESSAGES.firstName },
        { target_element: 'last_name_on_cc', error_message: MESSAGES.required },
        { target_element: 'card_number', error_message: MESSAGES.cardNumber },
        { target_element: 'security_code', error_message: MESSAGES.securityCode },
        { target_element: 'zip', error_message: MESSAGES.billingZip },
        { target_element: 'address1', error_message: MESSAGES.required },
        { target_element: 'expiration_month', error_message: MESSAGES.required },
      ]),
    });
  });

  it('refuses a number failing the Luhn check and an expired card', async () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(await refused(applicant, DEMO0001.id, 'save-billing-info', { ...CARD, card_number: '4242424242424241' }))
      .toEqual({ status: 422, unchanged: true, errors: [{ target_element: 'card_number', error_message: MESSAGES.cardInvalid }] });
    // A card valid today has expired by a later day: the save is judged on the day it runs.
    const enrollment = (await findEnrollment(t.db, DEMO0001.id))!;
    const later = new Date(new Date().getFullYear() + 3, 0, 1);
    const body = { enrollment_id: DEMO0001.id, ...CARD } as Parameters<typeof saveBilling>[3];
    await expect(saveBilling(t.db, t.app.services, enrollment, body, later)).rejects.toMatchObject({
      errors: [{ target_element: 'expiration_month', error_message: MESSAGES.cardExpired }],
    });
    expect(await column(DEMO0001.id)).toEqual(enrollment.payment_info);
  });
});

describe('save-billing-info: fixed types', () => {
  it('stores list billing with no payment details', async () => {
    expect((await post(t.app, group, 'save-billing-info', { enrollment_id: DEMO0002.id, payment_method: 'list', account_number: '123456789012' })).statusCode).toBe(200);
    expect(await column(DEMO0002.id)).toEqual({ payment_method: 'list' });
  });
});

describe('save-billing-info-existing', () => {
  const bankId = async () => (await t.db.selectFrom('member_banks').select('id').executeTakeFirstOrThrow()).id;
  const cardId = async () => (await t.db.selectFrom('member_cards').select('id').executeTakeFirstOrThrow()).id;

  it("saves member 7001's bank with a bill date, its number still sealed", async () => {
    const id = await bankId();
    expect((await post(t.app, member, 'save-billing-info-existing', { enrollment_id: DEMO0004.id, payment_method: 'eft', bank_id: id, bill_date: '5' })).statusCode).toBe(200);
    const saved = (await column(DEMO0004.id))!;
    expect(saved).toMatchObject({ payment_method: 'eft', bank_id: id, bill_date: '5', bank_name: 'First Demo Bank', routing_number: '123456780' });
    expect(t.app.services.cipher.decrypt(String(saved.account_number))).toBe('000123456789');
  });

  it("saves member 7001's card by its token", async () => {
    const id = await cardId();
    expect((await post(t.app, member, 'save-billing-info-existing', { enrollment_id: DEMO0004.id, payment_method: 'cc', card_id: id })).statusCode).toBe(200);
    expect(await column(DEMO0004.id)).toMatchObject({ payment_method: 'cc', card_id: id, card_brand: 'Visa', card_last4: '4242', first_name_on_cc: 'Morgan', last_name_on_cc: 'Lee' });
  });

  it("refuses another member's account, a bill date not offered, and a missing bank id", async () => {
    const id = await bankId();
    expect(await refused(applicant, DEMO0001.id, 'save-billing-info-existing', { payment_method: 'eft', bank_id: id, bill_date: '28' }))
      .toEqual({ status: 422, unchanged: true, errors: [{ target_element: 'bank_id', error_message: MESSAGES.accountNotOnFile }] });
    expect(await refused(member, DEMO0004.id, 'save-billing-info-existing', { payment_method: 'eft', bank_id: id, bill_date: '3' }))
      .toEqual({ status: 422, unchanged: true, errors: [{ target_element: 'bill_date', error_message: MESSAGES.choice }] });
    const missing = await refused(member, DEMO0004.id, 'save-billing-info-existing', { payment_method: 'eft', bill_date: '28' });
    expect([missing.status, missing.unchanged]).toEqual([422, true]);
  });
});

describe('get-billing-text', () => {
  it('answers the statement descriptor and the EFT terms of section 9', async () => {
    const data = dataOf<{ text: string; eft_text: string }>(await get(t.app, applicant, 'get-billing-text', query(DEMO0001.id)));
    expect(data.text).toBe(MESSAGES.billingStatementDescriptor);
    expect(data.eft_text).toMatch(/5 days.*\$30.*3 business days.*no monthly/);
  });
});

describe('Save & Continue Later and completion', () => {
  const check = async (id: string) => checkTab('billing_info', { db: t.db, services: t.app.services, enrollment: (await findEnrollment(t.db, id))! });

  it('keeps a draft without the card secrets, which the completion check refuses', async () => {
    const response = await post(t.app, applicant, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: DEMO0001.email, tab: 'payment_info', data: { ...CARD, first_name_on_cc: 'Casey', last_name_on_cc: '' },
    });
    expect(response.statusCode).toBe(200);
    const saved = (await column(DEMO0001.id))!;
    expect(saved).toMatchObject({ status: 'draft', payment_method: 'cc', first_name_on_cc: 'Casey' });
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');
    expect(saved).not.toHaveProperty('security_code');
    expect(await check(DEMO0001.id)).toEqual([{ target_element: 'billing_info', error_message: MESSAGES.stepIncomplete }]);
  });

  it('refuses a draft with a bad format at data.<field>', async () => {
    const response = await post(t.app, applicant, 'save-enrollment', { enrollment_id: DEMO0001.id, email: DEMO0001.email, tab: 'payment_info', data: { payment_method: 'eft', routing_number: '12' } });
    expect([response.statusCode, fieldErrors(response)]).toEqual([422, [{ target_element: 'data.routing_number', error_message: MESSAGES.routingNumber }]]);
  });

  it("passes DEMO0007's seeded list billing, and each complete save", async () => {
    expect(await check(DEMO0007.id)).toEqual([]);
    expect(await check(DEMO0001.id)).toEqual([{ target_element: 'billing_info', error_message: MESSAGES.stepIncomplete }]);
    expect((await post(t.app, applicant, 'save-billing-info', { enrollment_id: DEMO0001.id, ...EFT })).statusCode).toBe(200);
    expect(await check(DEMO0001.id)).toEqual([]);
    expect((await post(t.app, applicant, 'save-billing-info', { enrollment_id: DEMO0001.id, ...CARD })).statusCode).toBe(200);
    expect(await check(DEMO0001.id)).toEqual([]);
    const id = (await t.db.selectFrom('member_banks').select('id').executeTakeFirstOrThrow()).id;
    expect((await post(t.app, member, 'save-billing-info-existing', { enrollment_id: DEMO0004.id, payment_method: 'eft', bank_id: id, bill_date: '28' })).statusCode).toBe(200);
    expect(await check(DEMO0004.id)).toEqual([]);
  });
});
