/**
 * Agreement & Signature on the server: the texts and their hash, the fields of each
 * verification mode, the save's rules with the spec's messages at their targets (nothing
 * written on any error), the evidence record (texts as shown and their sha256, signature bytes
 * or typed name, signer, mode, time, IP and user agent) written with aggrement_info, Save &
 * Continue Later's draft, and the tab's completion check.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002, DEMO0004, DEMO0006 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { findEnrollment } from '../../server/db/queries/enrollments';
import { agreementDate } from '../../server/services/agreement/fields';
import { checkTab } from '../../server/services/tabChecks';
import { acceptAll, BLANK_PNG, dataUrl, demoHash, demoTexts, pngBytes, SIGNED_PNG } from './helpers/agreement';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let applicant: Session;
let rep: Session;
let group: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  applicant = await resume(t.app, DEMO0001.code, DEMO0001.email);
  rep = await resume(t.app, DEMO0006.code, DEMO0006.email);
  group = await resume(t.app, DEMO0002.code, DEMO0002.email);
  member = await resume(t.app, DEMO0004.code, DEMO0004.email);
});
afterAll(async () => { await t.close(); });
const IDS = [DEMO0001.id, DEMO0002.id, DEMO0004.id, DEMO0006.id];
restoreEnrollmentsAfterEach(() => t.db, IDS);
// Evidence is only ever inserted: each test starts without any.
afterEach(async () => { await t.db.deleteFrom('agreement_evidence').where('enrollment_id', 'in', IDS).execute(); });

const UA = 'Mozilla/5.0 (agreement test)';
const save = (session: Session, id: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST', url: '/api/v1/save-agreement-info', payload: { enrollment_id: id, ...body }, remoteAddress: '10.70.0.9',
    headers: { 'content-type': 'application/json', 'user-agent': UA, cookie: session.cookie ?? '' },
  });
const evidenceOf = (id: string) => t.db.selectFrom('agreement_evidence').selectAll().where('enrollment_id', '=', id).orderBy('signed_at').execute();
const column = async (id: string) => (await findEnrollment(t.db, id))?.aggrement_info ?? null;
const fields = async (session: Session, id: string) =>
  dataOf<{ result: { field_name: string; value: unknown; required: boolean; read_only: boolean }[] }>(await get(t.app, session, 'get-form-fields-agreement-info', { enrollment_id: id })).result;

/** What a refused request did: its status and errors, and whether the column and the evidence stayed as they were. */
async function outcome(response: Awaited<ReturnType<typeof save>>, id: string, before: unknown) {
  return {
    status: response.statusCode, errors: response.statusCode === 200 ? [] : fieldErrors(response),
    columnUnchanged: JSON.stringify(await column(id)) === JSON.stringify(before), evidence: (await evidenceOf(id)).length,
  };
}

/** A 422 with exactly these errors that wrote nothing. */
const refused = (errors: { target_element: string; error_message: string }[]) => ({ status: 422, errors, columnUnchanged: true, evidence: 0 });

describe('get-agreement-texts', () => {
  it("serves the portal's agreements in order with the sha256 of the texts as served", async () => {
    const answer = dataOf<{ result: unknown[]; hash: string }>(await get(t.app, rep, 'get-agreement-texts', { enrollment_id: DEMO0006.id }));
    // Each says its language (content_lang, issue 18), which the hash leaves out: it covers the texts.
    expect(answer.result).toEqual(demoTexts(11).map((text) => ({ ...text, content_lang: 'en' })));
    expect(answer.hash).toBe(createHash('sha256').update(JSON.stringify(demoTexts(11))).digest('hex'));
    const portal12 = dataOf<{ result: { text_head: string }[] }>(await get(t.app, group, 'get-agreement-texts', { enrollment_id: DEMO0002.id }));
    expect(portal12.result).toEqual(demoTexts(12).map((text) => ({ ...text, content_lang: 'en' })));
    expect(portal12.result[2].text_head).toBe('Payroll Deduction and Electronic Records');
  });
});

describe('get-form-fields-agreement-info', () => {
  it('gives a rep enrollment broker verification: agent name and code required and read-only, from its agent', async () => {
    expect(await fields(rep, DEMO0006.id)).toEqual([
      { field_name: 'agent_name', value: 'Jordan Avery', required: true, read_only: true },
      { field_name: 'agent_code', value: 'AVERY001', required: true, read_only: true },
      { field_name: 'user_name', value: 'Dana Ellis', required: false, read_only: true },
      { field_name: 'date', value: agreementDate(), required: false, read_only: true },
    ]);
  });

  it('gives a group enrollment group verification, and an applicant the signature pad', async () => {
    expect((await fields(group, DEMO0002.id)).slice(0, 2)).toEqual([
      { field_name: 'group_name', value: 'Acme Manufacturing', required: true, read_only: true },
      { field_name: 'group_code', value: 'ACME2001', required: true, read_only: true },
    ]);
    expect(await fields(applicant, DEMO0001.id)).toEqual([
      { field_name: 'user_name', value: 'Casey Rivera', required: false, read_only: true },
      { field_name: 'date', value: agreementDate(), required: false, read_only: true },
      { field_name: 'signature', value: '', required: true, read_only: false },
    ]);
  });
});

describe('save-agreement-info as the broker', () => {
  it("refuses each unchecked agreement with 'This field is required.' and writes nothing", async () => {
    const before = await column(DEMO0006.id);
    const response = await save(rep, DEMO0006.id, { eprocess: 'rep', accepted_agreements: [5], agreement_hash: demoHash(11) });
    expect(await outcome(response, DEMO0006.id, before)).toEqual(refused([
      { target_element: 'agreements.0', error_message: MESSAGES.agreementRequired },
      { target_element: 'agreements.2', error_message: MESSAGES.agreementRequired },
    ]));
  });

  it('records the evidence with aggrement_info: texts as shown and their hash, broker, time, IP and user agent', async () => {
    const response = await save(rep, DEMO0006.id, { eprocess: 'rep', ...acceptAll(11), agent_name: 'Mallory', user_name: 'Someone Else' });
    expect(dataOf(response)).toEqual({ saved_tab: 'aggrement_info' });
    const [evidence] = await evidenceOf(DEMO0006.id);
    expect(evidence).toMatchObject({
      verification_mode: 'rep', signer_name: 'Jordan Avery', signer_code: 'AVERY001', signature_png: null, signature_text: null,
      texts: JSON.stringify(demoTexts(11)), texts_sha256: demoHash(11), client_ip: '10.70.0.9', user_agent: UA,
      // Read-only fields are the server's, whatever the body said.
      verification: { agent_name: 'Jordan Avery', agent_code: 'AVERY001', user_name: 'Dana Ellis', date: agreementDate() },
    });
    expect(createHash('sha256').update(evidence.texts).digest('hex')).toBe(evidence.texts_sha256);
    expect(Date.now() - evidence.signed_at.getTime()).toBeLessThan(60_000);
    expect(await column(DEMO0006.id)).toEqual({
      status: 'signed', evidence_id: evidence.id, verification_mode: 'rep', eprocess: 'rep', signer_name: 'Jordan Avery', signature_type: 'none',
      accepted_agreements: [4, 5, 6], agreement_hash: demoHash(11), signed_at: evidence.signed_at.toISOString(),
      agent_name: 'Jordan Avery', agent_code: 'AVERY001', user_name: 'Dana Ellis', date: agreementDate(),
    });
  });

  it('refuses texts that changed since they were shown', async () => {
    const before = await column(DEMO0006.id);
    const response = await save(rep, DEMO0006.id, { ...acceptAll(11), agreement_hash: 'f'.repeat(64) });
    expect(await outcome(response, DEMO0006.id, before)).toEqual(refused([{ target_element: 'agreements', error_message: MESSAGES.agreementChanged }]));
  });
});

describe('save-agreement-info with a signature', () => {
  const body = (extra: Record<string, unknown>) => ({ eprocess: 'applicant', ...acceptAll(11), ...extra });

  it("refuses a missing or blank signature with 'Signature is required'", async () => {
    const before = await column(DEMO0001.id);
    const required = [{ target_element: 'signature', error_message: MESSAGES.signatureRequired }];
    expect(await outcome(await save(applicant, DEMO0001.id, body({})), DEMO0001.id, before)).toEqual(refused(required));
    expect(await outcome(await save(applicant, DEMO0001.id, body({ signature: dataUrl(BLANK_PNG) })), DEMO0001.id, before)).toEqual(refused(required));
  });

  it('refuses what is not a real PNG of a sane size', async () => {
    const before = await column(DEMO0001.id);
    const broken = Buffer.from(SIGNED_PNG);
    broken[broken.length - 20] ^= 0xff;
    const invalid = [{ target_element: 'signature', error_message: MESSAGES.signatureInvalid }];
    for (const signature of [
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==', dataUrl(Buffer.from('not a png at all')), dataUrl(broken), dataUrl(pngBytes(8, 8, () => true)),
      dataUrl(pngBytes(5000, 20, () => true)), `data:image/png;base64,${'A'.repeat(700_001)}`,
    ]) {
      expect(await outcome(await save(applicant, DEMO0001.id, body({ signature })), DEMO0001.id, before)).toEqual(refused(invalid));
    }
    expect(await outcome(await save(applicant, DEMO0001.id, body({ signature: dataUrl(SIGNED_PNG), typed_signature: 'Casey Rivera' })), DEMO0001.id, before)).toEqual(refused(invalid));
  });

  it('keeps a drawn signature as its PNG bytes', async () => {
    expect(dataOf(await save(applicant, DEMO0001.id, body({ signature: dataUrl(SIGNED_PNG) })))).toEqual({ saved_tab: 'aggrement_info' });
    const [evidence] = await evidenceOf(DEMO0001.id);
    expect(evidence).toMatchObject({ verification_mode: 'sigapplicant', signer_name: 'Casey Rivera', signer_code: null, signature_text: null });
    expect(Buffer.from(evidence.signature_png!).equals(SIGNED_PNG)).toBe(true);
    expect(await column(DEMO0001.id)).toMatchObject({ signature_type: 'drawn', evidence_id: evidence.id, user_name: 'Casey Rivera' });
  });

  it("keeps a typed signature as text, and it must be the applicant's name", async () => {
    const before = await column(DEMO0001.id);
    expect(await outcome(await save(applicant, DEMO0001.id, body({ typed_signature: 'Casey Smith' })), DEMO0001.id, before)).toEqual(refused([{ target_element: 'signature', error_message: MESSAGES.typedNameMismatch }]));
    expect(dataOf(await save(applicant, DEMO0001.id, body({ typed_signature: 'casey  rivera' })))).toEqual({ saved_tab: 'aggrement_info' });
    const [evidence] = await evidenceOf(DEMO0001.id);
    expect(evidence).toMatchObject({ signature_png: null, signature_text: 'casey  rivera', signer_name: 'Casey Rivera' });
    expect(await column(DEMO0001.id)).toMatchObject({ signature_type: 'typed' });
  });
});

describe('save-agreement-info answering the verification question', () => {
  const rows = ['user_name', 'question_id', 'question', 'answer', 'date'].map((field_name, position) => ({
    scope: 'group' as const, scope_id: 2001, tab: 'agreement_info.applicant', field_name, position,
    required: field_name === 'user_name' || field_name === 'answer', read_only: field_name !== 'answer', schema_hint: null,
  }));

  it("needs the answer ('Field is required'), and it must be the applicant's date of birth", async () => {
    await t.db.insertInto('form_fields').values(rows).execute();
    try {
      const before = await column(DEMO0004.id);
      const body = { eprocess: 'applicant', ...acceptAll(12) };
      expect(await outcome(await save(member, DEMO0004.id, body), DEMO0004.id, before)).toEqual(refused([{ target_element: 'answer', error_message: MESSAGES.required }]));
      expect(await outcome(await save(member, DEMO0004.id, { ...body, answer: '04/12/1981' }), DEMO0004.id, before)).toEqual(refused([{ target_element: 'answer', error_message: MESSAGES.verificationAnswerMismatch }]));
      expect(dataOf(await save(member, DEMO0004.id, { ...body, answer: '04/12/1980' }))).toEqual({ saved_tab: 'aggrement_info' });
      expect((await evidenceOf(DEMO0004.id))[0]).toMatchObject({
        verification_mode: 'applicant', signer_name: 'Morgan Lee',
        verification: { user_name: 'Morgan Lee', question_id: '1', question: 'What is your date of birth? (MM/DD/YYYY)', answer: '04/12/1980' },
      });
    } finally {
      await t.db.deleteFrom('form_fields').where('tab', '=', 'agreement_info.applicant').where('scope', '=', 'group').execute();
    }
  });
});

describe('Save & Continue Later on the agreement tab', () => {
  it('keeps the checked agreements and the answer, never a signature', async () => {
    const response = await post(t.app, applicant, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: DEMO0001.email, tab: 'aggrement_info',
      data: { accepted_agreements: [4, 6], agreement_hash: demoHash(11), answer: '06/15/1985', signature: dataUrl(SIGNED_PNG), typed_signature: 'Casey' },
    });
    expect(response.statusCode).toBe(200);
    expect(await column(DEMO0001.id)).toEqual({ status: 'draft', accepted_agreements: [4, 6], agreement_hash: demoHash(11), answer: '06/15/1985' });
    expect(await evidenceOf(DEMO0001.id)).toEqual([]);
  });

  it('refuses a bad format at data.<field> and saves nothing', async () => {
    const before = await findEnrollment(t.db, DEMO0001.id);
    const response = await post(t.app, applicant, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: DEMO0001.email, tab: 'aggrement_info', data: { accepted_agreements: ['x'], agreement_hash: 'nope' },
    });
    expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({
      status: 422,
      errors: [
        { target_element: 'data.accepted_agreements', error_message: MESSAGES.choice },
        { target_element: 'data.agreement_hash', error_message: MESSAGES.agreementChanged },
      ],
    });
    expect(await findEnrollment(t.db, DEMO0001.id)).toEqual(before);
  });
});

describe('completion check', () => {
  const check = async (id: string) => checkTab('agreement_info', { db: t.db, services: t.app.services, enrollment: (await findEnrollment(t.db, id))! });

  it('passes a signed agreement on the texts shown now, and nothing less', async () => {
    expect(await check(DEMO0006.id)).toEqual([{ target_element: 'agreement_info', error_message: MESSAGES.stepIncomplete }]);
    expect((await save(rep, DEMO0006.id, acceptAll(11))).statusCode).toBe(200);
    expect(await check(DEMO0006.id)).toEqual([]);
    const [text] = demoTexts(11);
    await t.db.updateTable('agreement_texts').set({ text_body: `${text.text_body} Amended.` }).where('id', '=', text.id).execute();
    try {
      expect(await check(DEMO0006.id)).toEqual([{ target_element: 'agreements', error_message: MESSAGES.agreementChanged }]);
    } finally {
      await t.db.updateTable('agreement_texts').set({ text_body: text.text_body }).where('id', '=', text.id).execute();
    }
  });

  it('refuses every save once the enrollment is complete', async () => {
    await t.db.updateTable('enrollments').set({ status: 'completed' }).where('id', '=', DEMO0006.id).execute();
    const response = await save(rep, DEMO0006.id, acceptAll(11));
    expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({
      status: 409, errors: [{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentComplete }],
    });
    expect(await evidenceOf(DEMO0006.id)).toEqual([]);
  });
});
