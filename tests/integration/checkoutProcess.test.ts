/**
 * Rep Enrollment keeps the process an enrollment was shopped under, and with it a verification
 * that replaces the applicant's signature (broker for a rep, group for a group). So only the rep
 * or group enrolling may choose it (issue 13 finding 2): the signed-in rep of a rep enrollment,
 * someone who came in through the group of a group one. A quote's recipient, who resumes the
 * cart by the mailed code, may only check out as Member Enrollment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { effectiveDatesFrom } from '../../server/services/cartCheckout';
import { cookieOf, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const QUOTE = { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO' };

/** A new quote on `session` with dental plan 401 in its cart. */
async function quoteWithPlan(session: Session, identity: Record<string, unknown>): Promise<string> {
  const id = dataOf<{ temp_enrollment_id: string }>(await post(t.app, session, 'add-filter-for-new-user', { ...QUOTE, ...identity })).temp_enrollment_id;
  await t.db.insertInto('cart_items').values({ enrollment_id: id, plan_id: 401, pricing_id: 4011, position: 1 }).execute();
  return id;
}

const checkout = (session: Session, id: string, type: 'rep' | 'applicant') =>
  post(t.app, session, 'cart-checkout', { enrollment_id: id, effective_date: effectiveDatesFrom(new Date())[0], type });

const eprocessOf = async (id: string) => (await t.db.selectFrom('enrollments').select('eprocess').where('id', '=', id).executeTakeFirstOrThrow()).eprocess;

/** The code of the last quote mailed to `to`. */
async function mailedCode(to: string): Promise<string> {
  const mail = await t.db.selectFrom('outbox').select('text_body').where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /with the code (\S+) and this e-mail/.exec(mail.text_body)![1];
}

describe('Rep Enrollment at checkout', () => {
  it('is refused to the recipient of a rep\'s quote, who checks out as Member Enrollment instead; the rep may choose it', async () => {
    const signIn = await post(t.app, { cookie: undefined }, 'portal-sign-in', { email: 'jordan.avery@example.com', password: DEMO_PORTAL_PASSWORD });
    const rep = { cookie: cookieOf(signIn) };
    const quoted = await quoteWithPlan(rep, { eprocess: 'rep', agent_id: 1001, open_type: 'agent' });
    const sent = await post(t.app, rep, 'save-enrollment', { enrollment_id: quoted, tab: 'cart_info', name: 'Casey Morgan', email: 'casey.checkout@example.com' });
    expect(sent.statusCode).toBe(200);

    const recipient = await resume(t.app, await mailedCode('casey.checkout@example.com'), 'casey.checkout@example.com', '10.77.0.1');
    const refused = await checkout(recipient, quoted, 'rep');
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual([{ target_element: 'type', error_message: MESSAGES.cartRepCheckoutRefused }]);
    expect(await eprocessOf(quoted)).toBe('rep');
    expect(dataOf(await checkout(recipient, quoted, 'applicant'))).toMatchObject({ eprocess: 'applicant' });

    const own = await quoteWithPlan(rep, { eprocess: 'rep', agent_id: 1001, open_type: 'agent' });
    expect(dataOf(await checkout(rep, own, 'rep'))).toMatchObject({ eprocess: 'rep' });
  });

  it('is open to an employee who came in through the group\'s landing', async () => {
    const landing = await get(t.app, { cookie: undefined }, 'validate-landing-page', { landing_page: 'acme' });
    const employee = { cookie: cookieOf(landing) };
    const id = await quoteWithPlan(employee, { eprocess: 'group', group_id: 2001, type: 'new-group-member', open_type: 'group' });
    expect(dataOf(await checkout(employee, id, 'rep'))).toMatchObject({ eprocess: 'group' });
  });
});
