/**
 * Limits on the mail a caller makes the server send (issue 13, finding 6): Save & Continue
 * Later's code mail, the personalised quote and the help widget's lead mail count against the
 * caller's session, the caller's address (an IPv6 /64 as one) and the recipient, atomically
 * (parallel requests hold the same limits). Past a limit: 429 at the e-mail field with
 * MESSAGES.mailThrottled, nothing sent and nothing saved (the code mailed before still works).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { LEAD_MAILS_PER_REP_PER_HOUR } from '../../server/routes/assist/assist';
import { LEAD_MAIL_SUBJECT } from '../../server/routes/assist/leadMail';
import { CONTINUE_MAIL_SUBJECT } from '../../server/services/continueMail';
import { MAIL_LIMITS } from '../../server/services/mailLimits';
import { cookieOf, dataOf, fieldErrors, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const THROTTLED = [{ target_element: 'email', error_message: MESSAGES.mailThrottled }];
const QUOTE = { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS' };

interface Visitor { session: Session; tempId: string; ip: string }

/** A new visitor's quote from `ip`: a fresh session holding a fresh enrollment. */
async function newVisitor(ip: string, as: Session = { cookie: undefined }, body: Record<string, unknown> = QUOTE): Promise<Visitor> {
  const response = await post(t.app, as, 'add-filter-for-new-user', body, ip);
  const tempId = dataOf<{ temp_enrollment_id: string }>(response).temp_enrollment_id;
  return { session: as.cookie ? as : { cookie: cookieOf(response) }, tempId, ip };
}

const saveLater = (visitor: Visitor, email: string, data?: Record<string, unknown>) => post(t.app, visitor.session, 'save-enrollment', {
  enrollment_id: visitor.tempId, email, tab: 'primary_info', ...(data ? { data } : {}),
}, visitor.ip);

/** Outbox mails with `subject` to any of `recipients` (lower-case). */
const mailsTo = (subject: string, recipients: readonly string[]) => t.db.selectFrom('outbox').selectAll()
  .where('subject', '=', subject).where('to_address', 'in', recipients).orderBy('id').execute();

const recipients = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${index}@example.com`);
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

describe('Save & Continue Later', () => {
  it(`sends at most ${MAIL_LIMITS.session} mails an hour from one session; the rest answer 429 at the e-mail field`, async () => {
    const visitor = await newVisitor('10.140.0.1');
    const to = recipients('session-serial', 12);
    const answers = [];
    for (const email of to) answers.push(await saveLater(visitor, email));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(MAIL_LIMITS.session).fill(200), 429, 429]);
    for (const refused of answers.slice(MAIL_LIMITS.session)) expect(fieldErrors(refused)).toEqual(THROTTLED);
    expect(await mailsTo(CONTINUE_MAIL_SUBJECT, to)).toHaveLength(MAIL_LIMITS.session);
  });

  it('holds the same limit for 12 parallel requests from one session', async () => {
    const visitor = await newVisitor('10.140.0.2');
    const to = recipients('session-parallel', 12);
    const answers = await Promise.all(to.map((email) => saveLater(visitor, email)));
    expect(statuses(answers)).toEqual([...Array(MAIL_LIMITS.session).fill(200), 429, 429]);
    expect(await mailsTo(CONTINUE_MAIL_SUBJECT, to)).toHaveLength(MAIL_LIMITS.session);
  });

  it('saves nothing when refused: the draft stays as it was and the code mailed last still resumes', async () => {
    const visitor = await newVisitor('10.140.0.3');
    const to = recipients('refused', MAIL_LIMITS.session);
    for (const email of to) expect((await saveLater(visitor, email)).statusCode).toBe(200);
    const before = await t.db.selectFrom('enrollments').select(['primary_info', 'saved_tab']).where('id', '=', visitor.tempId).executeTakeFirstOrThrow();
    const refused = await saveLater(visitor, 'refused-late@example.com', { first_name: 'Zed' });
    expect(refused.statusCode).toBe(429);
    expect(fieldErrors(refused)).toEqual(THROTTLED);
    expect(await mailsTo(CONTINUE_MAIL_SUBJECT, ['refused-late@example.com'])).toEqual([]);
    expect(await t.db.selectFrom('enrollments').select(['primary_info', 'saved_tab']).where('id', '=', visitor.tempId).executeTakeFirstOrThrow()).toEqual(before);
    const [last] = (await mailsTo(CONTINUE_MAIL_SUBJECT, to)).slice(-1);
    const code = /Your enrollment code: ([A-Z2-9]{8})/.exec(last.text_body)?.[1];
    const resumed = await post(t.app, { cookie: undefined }, 'continue-enrollment', { code, email: last.to_address }, '10.140.9.3');
    expect(dataOf(resumed)).toMatchObject({ enrollment_id: visitor.tempId });
  });

  it(`sends one recipient at most ${MAIL_LIMITS.recipient} an hour, from any number of sessions and addresses, in any letter case`, async () => {
    const visitors = await Promise.all(Array.from({ length: MAIL_LIMITS.recipient + 2 }, (_, index) => newVisitor(`10.141.${index}.1`)));
    const answers = [];
    for (const [index, visitor] of visitors.entries()) answers.push(await saveLater(visitor, index % 2 ? 'Victim@Example.com' : 'victim@example.com'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(MAIL_LIMITS.recipient).fill(200), 429, 429]);
    expect(fieldErrors(answers.at(-1)!)).toEqual(THROTTLED);
    expect(await mailsTo(CONTINUE_MAIL_SUBJECT, ['victim@example.com'])).toHaveLength(MAIL_LIMITS.recipient);
    // Other recipients are not held back by it.
    expect((await saveLater(visitors.at(-1)!, 'someone-else@example.com')).statusCode).toBe(200);
  });

  it(`sends at most ${MAIL_LIMITS.address} an hour from one address (an IPv6 /64 as one), whatever the sessions`, async () => {
    const ips = Array.from({ length: MAIL_LIMITS.address + 1 }, (_, index) => `2001:db8:140:7:${(index + 1).toString(16)}::1`);
    const visitors = await Promise.all(ips.map((ip) => newVisitor(ip)));
    const to = recipients('address', visitors.length);
    const answers = await Promise.all(visitors.map((visitor, index) => saveLater(visitor, to[index])));
    expect(statuses(answers)).toEqual([...Array(MAIL_LIMITS.address).fill(200), 429]);
    expect(await mailsTo(CONTINUE_MAIL_SUBJECT, to)).toHaveLength(MAIL_LIMITS.address);
    // Another /64 is another caller.
    expect((await saveLater(await newVisitor('2001:db8:140:8::1'), 'address-other@example.com')).statusCode).toBe(200);
  });

  it('keeps only hashes, and forgets the window after an hour', async () => {
    const rows = await t.db.selectFrom('mail_sends').select('key_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const visitor = await newVisitor('10.142.0.1');
    for (const email of recipients('window', MAIL_LIMITS.session)) expect((await saveLater(visitor, email)).statusCode).toBe(200);
    expect((await saveLater(visitor, 'window-late@example.com')).statusCode).toBe(429);
    await sql`UPDATE mail_sends SET sent_at = sent_at - interval '1 hour'`.execute(t.db);
    expect((await saveLater(visitor, 'window-late@example.com')).statusCode).toBe(200);
  });
});

describe('the personalised quote', () => {
  it(`is limited like any mail: one recipient gets ${MAIL_LIMITS.recipient}, then 429 at email and the old code stays`, async () => {
    const signIn = await post(t.app, { cookie: undefined }, 'portal-sign-in', { email: 'jordan.avery@example.com', password: DEMO_PORTAL_PASSWORD }, '10.143.0.1');
    const rep = await newVisitor('10.143.0.1', { cookie: cookieOf(signIn) }, { ...QUOTE, eprocess: 'rep', agent_id: 1001 });
    await t.db.insertInto('cart_items').values({ enrollment_id: rep.tempId, plan_id: 1501, pricing_id: 15011, position: 1 }).execute();
    const send = () => post(t.app, rep.session, 'save-enrollment', {
      enrollment_id: rep.tempId, tab: 'cart_info', name: 'Casey Morgan', email: 'quote-prospect@example.com',
    }, rep.ip);
    for (let sent = 0; sent < MAIL_LIMITS.recipient; sent += 1) expect((await send()).statusCode).toBe(200);
    const code = () => t.db.selectFrom('continue_codes').select('code_hash').where('enrollment_id', '=', rep.tempId).executeTakeFirstOrThrow();
    const before = await code();
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(fieldErrors(refused)).toEqual(THROTTLED);
    expect(await code()).toEqual(before);
    expect(await mailsTo(MESSAGES.quoteMailSubject, ['quote-prospect@example.com'])).toHaveLength(MAIL_LIMITS.recipient);
  });
});

describe("the help widget's lead mail", () => {
  it(`mails one rep at most ${LEAD_MAILS_PER_REP_PER_HOUR} leads an hour from all callers; later leads are kept`, async () => {
    const script = [[1, 'Sam Rivera'], [2, 'sam@example.com\n5552010002'], [3, '62701'], [4, 'Dental']] as const;
    const before = (await mailsTo(LEAD_MAIL_SUBJECT, ['sam.noland@example.com'])).length;
    const devices = Array.from({ length: LEAD_MAILS_PER_REP_PER_HOUR + 1 }, () => randomUUID());
    for (const [index, device] of devices.entries()) {
      for (const [question_id, answer] of script) {
        const response = await post(t.app, { cookie: undefined }, 'assist/add', {
          question_id, answer, device_id: device, agent_id: 1002, web_url: 'http://localhost/snoland',
        }, `10.144.${index}.1`);
        expect(response.statusCode).toBe(200);
      }
    }
    expect(await mailsTo(LEAD_MAIL_SUBJECT, ['sam.noland@example.com'])).toHaveLength(before + LEAD_MAILS_PER_REP_PER_HOUR);
    const kept = await t.db.selectFrom('assist_answers').select('question_id').where('device_id', '=', devices.at(-1)!).execute();
    expect(kept).toHaveLength(script.length);
  });
});
