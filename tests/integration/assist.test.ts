/**
 * The help widget's and location prompt's calls (issue 7 point 7, storefront.md sections 3, 5 and
 * 7): assist/get walks the seeded script with Jordan Avery's name in it, assist/add keeps the
 * answers (an edit replaces one), refuses bad answers, unknown or not-yet-asked questions and
 * malformed ids with 422 and writes nothing then, and mails the rep once when the script is
 * complete; check-lead-information and get-lead-information read and store the device's lead.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { LEAD_MAILS_PER_HOUR } from '../../server/routes/assist/assist';
import { LEAD_MAIL_SUBJECT } from '../../server/routes/assist/leadMail';
import { dataOf, fieldErrors, get, post } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const anonymous = { cookie: undefined };
const WEB_URL = 'http://localhost/javery';
const JORDAN = '1001';

interface Conversation {
  question: { id: number; question: string; fields: { name: string; format: string }[] } | null;
  answer: { question_id: number; question: string; answer: string }[];
}

const conversation = (device_id: string, agent_id: string | null = JORDAN) =>
  get(t.app, anonymous, 'assist/get', { device_id, web_url: WEB_URL, ...(agent_id ? { agent_id } : {}) });
const add = (device_id: string, question_id: number, answer: string, agent_id: number | null = Number(JORDAN), ip?: string) =>
  post(t.app, anonymous, 'assist/add', { question_id, answer, device_id, agent_id, web_url: WEB_URL }, ip);
const leadMails = () => t.db.selectFrom('outbox').selectAll().where('subject', '=', LEAD_MAIL_SUBJECT).execute();
const rows = async (device: string) => ({
  lead: await t.db.selectFrom('assist_leads').selectAll().where('device_id', '=', device).execute(),
  answers: await t.db.selectFrom('assist_answers').selectAll().where('device_id', '=', device).orderBy('question_id').execute(),
});

/** The seeded script, answered by a good visitor. */
const GOOD = [[1, 'Sam Rivera'], [2, 'sam@example.com\n5552010002'], [3, '62701'], [4, 'Dental for my family']] as const;

describe('assist/get', () => {
  it("asks a new device the script's first question with Jordan's name, nothing answered", async () => {
    const data = dataOf<Conversation>(await conversation(randomUUID()));
    expect(data.answer).toEqual([]);
    expect(data.question).toEqual({
      id: 1, question: 'Hi! I can pass your question to Jordan. What is your name?', fields: [{ name: 'name', label: 'Your name', format: 'name' }], content_lang: 'en',
    });
  });

  it("names 'a representative' on a site without a rep (no agent_id, or one naming nobody)", async () => {
    for (const agent of [null, '999999']) {
      expect(dataOf<Conversation>(await conversation(randomUUID(), agent)).question?.question)
        .toBe('Hi! I can pass your question to a representative. What is your name?');
    }
  });

  it('refuses a malformed device id, page or rep id with 422 at the field', async () => {
    const bad = [
      [{ device_id: 'not-a-uuid', web_url: WEB_URL }, 'device_id', MESSAGES.helpDeviceInvalid],
      [{ device_id: `urn:uuid:${randomUUID()}`, web_url: WEB_URL }, 'device_id', MESSAGES.helpDeviceInvalid],
      [{ device_id: randomUUID(), web_url: '' }, 'web_url', MESSAGES.helpUrlInvalid],
      [{ device_id: randomUUID(), web_url: WEB_URL, agent_id: '10x' }, 'agent_id', MESSAGES.storefrontIdInvalid],
      [{ web_url: WEB_URL }, 'device_id', MESSAGES.required],
    ] as const;
    for (const [query, target, message] of bad) {
      const response = await get(t.app, anonymous, 'assist/get', query);
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: target, error_message: message }]);
    }
  });
});

describe('assist/add', () => {
  it('walks the script: each answer moves to the next question, the slide step keeps both values, the closing statement ends it', async () => {
    const device = randomUUID();
    for (const [id, answer] of GOOD) {
      expect(dataOf<Conversation>(await conversation(device)).question?.id).toBe(id);
      expect((await add(device, id, answer)).statusCode).toBe(200);
    }
    const done = dataOf<Conversation>(await conversation(device));
    expect(done.question).toEqual({ id: 5, question: 'Thank you! Jordan will contact you soon.', fields: [], content_lang: 'en' });
    expect(done.answer.map((item) => [item.question_id, item.answer])).toEqual(GOOD.map(([id, answer]) => [id, answer]));
    expect(done.answer[1].question).toBe('How can Jordan reach you?');
  });

  it('mails Jordan the lead once, when the script is complete; an edit afterwards replaces the answer without a second mail', async () => {
    const device = randomUUID();
    const before = (await leadMails()).length;
    for (const [id, answer] of GOOD.slice(0, 3)) await add(device, id, answer);
    expect(await leadMails()).toHaveLength(before);
    await add(device, 4, 'Vision');
    const mails = await leadMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to_address).toBe('jordan.avery@example.com');
    expect(mail.text_body).toContain('Sam Rivera');
    expect(mail.text_body).toContain('sam@example.com, 5552010002');
    expect(mail.text_body).toContain(WEB_URL);
    // Edit-message mode: the earlier answer is replaced.
    expect((await add(device, 1, 'Samantha Rivera')).statusCode).toBe(200);
    expect(dataOf<Conversation>(await conversation(device)).answer[0].answer).toBe('Samantha Rivera');
    expect(await leadMails()).toHaveLength(before + 1);
    expect((await rows(device)).lead[0]).toMatchObject({ agent_id: 1001, web_url: WEB_URL });
  });

  it(`mails at most ${LEAD_MAILS_PER_HOUR} leads an hour from one caller; later leads are kept, not mailed`, async () => {
    const before = (await leadMails()).length;
    const devices = Array.from({ length: LEAD_MAILS_PER_HOUR + 1 }, () => randomUUID());
    for (const device of devices) {
      for (const [id, answer] of GOOD) expect((await add(device, id, answer, Number(JORDAN), '10.90.0.7')).statusCode).toBe(200);
    }
    expect(await leadMails()).toHaveLength(before + LEAD_MAILS_PER_HOUR);
    expect((await rows(devices.at(-1)!)).answers).toHaveLength(4);
    // Another caller is not held back.
    const other = randomUUID();
    for (const [id, answer] of GOOD) await add(other, id, answer, Number(JORDAN), '10.90.1.7');
    expect(await leadMails()).toHaveLength(before + LEAD_MAILS_PER_HOUR + 1);
  });

  it("keeps a lead without a rep (default site) and mails nobody", async () => {
    const device = randomUUID();
    const before = (await leadMails()).length;
    for (const [id, answer] of GOOD) expect((await add(device, id, answer, null)).statusCode).toBe(200);
    expect(await leadMails()).toHaveLength(before);
    expect((await rows(device)).answers).toHaveLength(4);
  });

  it("refuses a slide step without both values: 'Please fill the both fields.'", async () => {
    const device = randomUUID();
    await add(device, 1, 'Sam Rivera');
    for (const answer of ['sam@example.com', 'sam@example.com\n ', '\n5552010002']) {
      const response = await add(device, 2, answer);
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'answer', error_message: 'Please fill the both fields.' }]);
    }
  });

  it('refuses values of the wrong format with the shared messages, and writes nothing', async () => {
    const device = randomUUID();
    await add(device, 1, 'Sam Rivera');
    const before = await rows(device);
    const bad = [
      [2, 'not-an-email\n5552010002', MESSAGES.email],
      [2, 'sam@example.com\n555', MESSAGES.phone],
      [1, 'Sam <script>', MESSAGES.helpNameInvalid],
      [1, '   ', MESSAGES.required],
    ] as const;
    for (const [id, answer, message] of bad) {
      const response = await add(device, id, answer);
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'answer', error_message: message }]);
    }
    await add(device, 2, 'sam@example.com\n5552010002');
    const zip = await add(device, 3, '627');
    expect(fieldErrors(zip)).toEqual([{ target_element: 'answer', error_message: 'Invalid Zip code' }]);
    expect((await rows(device)).answers).toHaveLength(before.answers.length + 1);
  });

  it('refuses an unknown question, the closing statement and a question not reached yet, at question_id', async () => {
    const device = randomUUID();
    for (const id of [99, 5, 3]) {
      const response = await add(device, id, 'Sam Rivera');
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'question_id', error_message: MESSAGES.helpUnknownQuestion }]);
    }
    expect(await rows(device)).toEqual({ lead: [], answers: [] });
  });

  it('refuses a too long answer, a malformed device, an unknown rep and extra fields with 422, never 500', async () => {
    const device = randomUUID();
    const cases = [
      [{ question_id: 1, answer: 'a'.repeat(501), device_id: device, web_url: WEB_URL }, 'answer', MESSAGES.helpAnswerInvalid],
      [{ question_id: 1, answer: '', device_id: device, web_url: WEB_URL }, 'answer', MESSAGES.helpAnswerInvalid],
      [{ question_id: 1, answer: 'Sam', device_id: 'device-1', web_url: WEB_URL }, 'device_id', MESSAGES.helpDeviceInvalid],
      [{ question_id: 1, answer: 'Sam', device_id: device, web_url: WEB_URL, agent_id: 999999 }, 'agent_id', MESSAGES.storefrontIdInvalid],
      [{ question_id: '1', answer: 'Sam', device_id: device, web_url: WEB_URL }, 'question_id', MESSAGES.helpUnknownQuestion],
    ] as const;
    for (const [body, target, message] of cases) {
      const response = await post(t.app, anonymous, 'assist/add', body);
      expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({ status: 422, errors: [{ target_element: target, error_message: message }] });
    }
    const nul = await add(device, 1, 'Sam\u0000Rivera');
    expect(nul.statusCode).toBe(422);
    expect(await rows(device)).toEqual({ lead: [], answers: [] });
  });
});

describe('check-lead-information and get-lead-information', () => {
  const check = (device_id: string) => get(t.app, anonymous, 'check-lead-information', { device_id, web_url: WEB_URL, agent_id: JORDAN });
  const store = (device_id: string, store_information: string, extra: Record<string, string> = { agent_id: JORDAN }) =>
    get(t.app, anonymous, 'get-lead-information', { store_information, device_id, web_url: WEB_URL, ...extra });

  it('answers status false and no zip for a device the server does not know', async () => {
    expect(dataOf(await check(randomUUID()))).toEqual({ status: false, zip_code: null });
  });

  it("stores the rounded position; afterwards the device check says known; the chat's zip code is the answer's zip", async () => {
    const device = randomUUID();
    expect(dataOf(await store(device, '39.78,-89.65'))).toEqual({ result: { zip_code: null } });
    expect((await rows(device)).lead[0]).toMatchObject({ location: '39.78,-89.65', agent_id: 1001 });
    expect(dataOf(await check(device))).toEqual({ status: true, zip_code: null });
    for (const [id, answer] of GOOD.slice(0, 3)) await add(device, id, answer);
    expect(dataOf(await check(device))).toEqual({ status: true, zip_code: '62701' });
    expect(dataOf(await store(device, '39.8,-89.6', { group_id: '2001' }))).toEqual({ result: { zip_code: '62701' } });
    // A visit naming only the group keeps the rep an earlier visit named.
    expect((await rows(device)).lead[0]).toMatchObject({ location: '39.8,-89.6', agent_id: 1001, group_id: 2001 });
  });

  it('refuses a precise, malformed or impossible position and unknown ids with 422, storing nothing', async () => {
    const device = randomUUID();
    const cases = [
      ['39.78172,-89.65015', {}, 'store_information', MESSAGES.locationInvalid],
      ['somewhere', {}, 'store_information', MESSAGES.locationInvalid],
      ['95.1,10', {}, 'store_information', MESSAGES.locationInvalid],
      ['39.78,-189.65', {}, 'store_information', MESSAGES.locationInvalid],
      ['39.78,-89.65', { agent_id: '999999' }, 'agent_id', MESSAGES.storefrontIdInvalid],
      ['39.78,-89.65', { group_id: '999999' }, 'group_id', MESSAGES.storefrontIdInvalid],
    ] as const;
    for (const [position, extra, target, message] of cases) {
      const response = await store(device, position, extra);
      expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({ status: 422, errors: [{ target_element: target, error_message: message }] });
    }
    expect((await rows(device)).lead).toEqual([]);
  });
});
