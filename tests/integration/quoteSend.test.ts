/**
 * The personalised quote (issue 8 point 8): get-quote-preview-content renders the bound cart's
 * quote; save-enrollment with tab cart_info mails it (HTML, text, a PDF) with a new code and a
 * direct link to the cart; the form's rules and who may quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0006 } from '../../schemas/demo/enrollments';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let rep: Session;
let applicant: Session;
/** `session` signed in to the portals as `email` (a fresh id: its enrollments move along). */
async function signIn(session: Session, email: string): Promise<Session> {
  const response = await post(t.app, session, 'portal-sign-in', { email, password: DEMO_PORTAL_PASSWORD }, '10.9.1.9');
  expect(response.statusCode).toBe(200);
  return { cookie: cookieOf(response) };
}

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://store.example.com' } });
  // The rep's own enrollment: Jordan Avery signed in, holding DEMO0006 (eprocess rep, agent 1001).
  rep = await signIn(await resume(t.app, 'DEMO0006', 'rep@example.com'), 'jordan.avery@example.com');
  applicant = await resume(t.app, 'DEMO0001', 'demo@example.com', '10.9.1.1');
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0006.id, DEMO0001.id]);

interface Mail { id: string; to: string; subject: string; text: string; html: string; attachments: { filename: string; content_type: string; url: string }[] }
const mailbox = async (): Promise<Mail[]> => (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
const quote = (extra: Record<string, unknown> = {}) => ({ enrollment_id: DEMO0006.id, tab: 'cart_info', name: 'Casey Morgan', email: 'Casey@Example.com', ...extra });
const preview = (session: Session, query: Record<string, string>) => get(t.app, session, 'get-quote-preview-content', { type: 'preview', tab: 'cart_info', ...query });

describe('get-quote-preview-content', () => {
  it('renders the cart of the rep\'s enrollment: greeting, message, plans, totals, the sender, and no link yet', async () => {
    const response = await preview(rep, { enrollment_id: DEMO0006.id, name: 'Casey Morgan', email: 'casey@example.com', message: 'Call me <any> time' });
    const { content } = dataOf<{ content: string }>(response);
    expect(content).toContain('Dear Casey Morgan,');
    expect(content).toContain('Call me &lt;any&gt; time');
    expect(content).toContain('Prairie Medical Basic');
    expect(content).toContain('ClearView Vision');
    expect(content).toContain('$301.50');
    expect(content).toContain('Prepared by Jordan Avery');
    expect(content).not.toContain('direct-continue');
    // Branded by the rep's site (its name and colour, as its site settings give them), the phone formatted.
    expect(content).toContain('Jordan Avery Benefits: your personalized quote');
    expect(content).toContain('bgcolor="#5b21b6"');
    expect(content).not.toContain('Benefit Store');
    expect(content).toContain('(555) 201-0001');
  });

  it('adds the 3% administrative fee notice for the premier plan and the evidence note for $100,000 term life', async () => {
    await t.db.insertInto('cart_items').values([
      { enrollment_id: DEMO0006.id, plan_id: 310, pricing_id: 3101, position: 3 },
      { enrollment_id: DEMO0006.id, plan_id: 1501, pricing_id: 15011, position: 4 },
    ]).execute();
    const { content } = dataOf<{ content: string }>(await preview(rep, { enrollment_id: DEMO0006.id, name: 'Casey', email: 'casey@example.com' }));
    expect(content).toContain(MESSAGES.quoteAdminFee.replace('{plan}', 'Premier Family Medical').replace('{percent}', '3'));
    expect(content).toContain(MESSAGES.quoteEvidence.replace('{plan}', 'Prairie Term Life 100k'));
  });

  it('refuses a bad name or e-mail with the form\'s messages, an applicant\'s enrollment, an empty cart, another session and none', async () => {
    const bad = await preview(rep, { enrollment_id: DEMO0006.id, name: 'R2D2', email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad)).toEqual([
      { target_element: 'email', error_message: MESSAGES.quoteEmailInvalid },
      { target_element: 'name', error_message: MESSAGES.quoteNameInvalid },
    ]);
    const applicantQuote = await preview(applicant, { enrollment_id: DEMO0001.id, name: 'Casey', email: 'casey@example.com' });
    expect(applicantQuote.statusCode).toBe(403);
    expect(fieldErrors(applicantQuote)[0]?.error_message).toBe(MESSAGES.quoteNotAllowed);
    await t.db.deleteFrom('cart_items').where('enrollment_id', '=', DEMO0006.id).execute();
    const empty = await preview(rep, { enrollment_id: DEMO0006.id, name: 'Casey', email: 'casey@example.com' });
    expect(fieldErrors(empty)).toEqual([{ target_element: 'general', error_message: MESSAGES.quoteCartEmpty }]);
    const other = await preview(applicant, { enrollment_id: DEMO0006.id, name: 'Casey', email: 'casey@example.com' });
    expect(other.statusCode).toBe(403);
    const nobody = await preview({ cookie: undefined }, { enrollment_id: DEMO0006.id, name: 'Casey', email: 'casey@example.com' });
    expect(nobody.statusCode).toBe(401);
  });
});

describe('save-enrollment with tab cart_info (the quote send)', () => {
  it('mails the quote with its HTML, a PDF and a direct link to the cart, and answers the spec\'s message', async () => {
    const response = await post(t.app, rep, 'save-enrollment', quote({ message: 'Here is what we discussed.' }));
    expect(dataOf(response)).toEqual({ message: MESSAGES.quoteSent.replace('{email}', 'Casey@Example.com') });
    const [mail] = await mailbox();
    expect(mail.to).toBe('casey@example.com');
    expect(mail.subject).toBe(MESSAGES.quoteMailSubject);
    expect(mail.html).toContain('Dear Casey Morgan,');
    expect(mail.html).toContain('Here is what we discussed.');
    expect(mail.html).toContain('Jordan Avery Benefits: your personalized quote');
    expect(mail.text).toMatch(/\nJordan Avery Benefits$/);
    expect(mail.text).toContain('Prairie Medical Basic');
    const link = `https://store.example.com/direct-continue/${encodeURIComponent(btoa(DEMO0006.id))}/${encodeURIComponent(btoa('cart_info'))}?t=`;
    expect(mail.text).toContain(link);
    expect(mail.attachments.map((file) => [file.filename, file.content_type])).toEqual([['quote.pdf', 'application/pdf']]);
    const pdf = await t.app.inject({ method: 'GET', url: mail.attachments[0]!.url });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const row = await t.db.selectFrom('enrollments').select('saved_tab').where('id', '=', DEMO0006.id).executeTakeFirstOrThrow();
    expect(row.saved_tab).toBe('cart_info');

    const rendered = await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages/${mail.id}` });
    expect(rendered.headers['content-security-policy']).toContain("default-src 'none'");
    expect(rendered.body).toContain('Dear Casey Morgan,');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain(`href="/dev/mailbox/messages/${mail.id}"`);

    const code = /the code ([A-Z2-9]{8})/.exec(mail.text)?.[1];
    const resumed = await post(t.app, { cookie: undefined }, 'continue-enrollment', { code, email: 'casey@example.com' }, '10.9.1.2');
    expect(dataOf(resumed)).toMatchObject({ enrollment_id: DEMO0006.id, saved_tab: 'cart_info' });
  });

  it('needs a valid name and says the quote form\'s e-mail message; Save & Continue Later keeps its own', async () => {
    const count = (await mailbox()).length;
    const missing = await post(t.app, rep, 'save-enrollment', { enrollment_id: DEMO0006.id, tab: 'cart_info', email: 'x' });
    expect(fieldErrors(missing)).toEqual([
      { target_element: 'name', error_message: MESSAGES.quoteNameInvalid },
      { target_element: 'email', error_message: MESSAGES.quoteEmailInvalid },
    ]);
    const later = await post(t.app, rep, 'save-enrollment', { enrollment_id: DEMO0006.id, tab: 'primary_info', email: 'x' });
    expect(fieldErrors(later)).toEqual([{ target_element: 'email', error_message: MESSAGES.saveLaterInvalidEmail }]);
    expect((await mailbox()).length).toBe(count);
  });

  it('still sends for the rep after Member Enrollment made the member the signer (the process shopped under decides)', async () => {
    await t.db.updateTable('enrollments').set({ eprocess: 'applicant', shop_eprocess: 'rep' }).where('id', '=', DEMO0006.id).execute();
    const response = await post(t.app, rep, 'save-enrollment', quote());
    expect(response.statusCode).toBe(200);
    expect((await mailbox()).at(-1)?.to).toContain('casey@example.com');
  });

  it('refuses the applicant\'s own enrollment and sends nothing', async () => {
    const count = (await mailbox()).length;
    const response = await post(t.app, applicant, 'save-enrollment', quote({ enrollment_id: DEMO0001.id }));
    expect(response.statusCode).toBe(403);
    expect((await mailbox()).length).toBe(count);
  });
});

describe('who may quote (issue 13 finding 6: only the rep or group the enrollment was shopped under)', () => {
  const mailCount = async () => (await mailbox()).length;

  /** A new group quote of Acme (eprocess group, group 2001) on `session`, with dental plan 401 in its cart. */
  async function acmeQuote(session: Session): Promise<string> {
    const body = { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO', eprocess: 'group', group_id: 2001, type: 'new-group-member', open_type: 'group' };
    const id = dataOf<{ temp_enrollment_id: string }>(await post(t.app, session, 'add-filter-for-new-user', body)).temp_enrollment_id;
    await t.db.insertInto('cart_items').values({ enrollment_id: id, plan_id: 1501, pricing_id: 15011, position: 1 }).execute();
    return id;
  }

  it('refuses whoever resumed the rep\'s enrollment by its code without being that rep, and mails nothing', async () => {
    const count = await mailCount();
    const stranger = await resume(t.app, 'DEMO0006', 'rep@example.com', '10.9.1.3');
    const previewed = await preview(stranger, { enrollment_id: DEMO0006.id, name: 'Casey', email: 'casey@example.com' });
    expect(previewed.statusCode).toBe(403);
    expect(fieldErrors(previewed)).toEqual([{ target_element: 'general', error_message: MESSAGES.quoteNotAllowed }]);
    expect((await post(t.app, stranger, 'save-enrollment', quote())).statusCode).toBe(403);
    const sam = await signIn(stranger, 'sam.noland@example.com');
    expect((await post(t.app, sam, 'save-enrollment', quote())).statusCode).toBe(403);
    expect(await mailCount()).toBe(count);
  });

  it('refuses a visitor of the group\'s landing (an employee, not its admin); the signed-in group admin quotes its own', async () => {
    const count = await mailCount();
    const landing = await get(t.app, { cookie: undefined }, 'validate-landing-page', { landing_page: 'acme' });
    const employee = { cookie: cookieOf(landing) };
    const employeeQuote = await acmeQuote(employee);
    expect((await preview(employee, { enrollment_id: employeeQuote, name: 'Casey', email: 'casey@example.com' })).statusCode).toBe(403);
    expect((await post(t.app, employee, 'save-enrollment', quote({ enrollment_id: employeeQuote }))).statusCode).toBe(403);
    expect(await mailCount()).toBe(count);

    const admin = await signIn({ cookie: undefined }, 'admin@acme.example.com');
    const adminQuote = await acmeQuote(admin);
    const { content } = dataOf<{ content: string }>(await preview(admin, { enrollment_id: adminQuote, name: 'Casey', email: 'casey@example.com' }));
    expect(content).toContain('Acme Manufacturing');
    expect(content).toContain('Acme Benefits: your personalized quote');
    expect(dataOf(await post(t.app, admin, 'save-enrollment', quote({ enrollment_id: adminQuote })))).toEqual({
      message: MESSAGES.quoteSent.replace('{email}', 'Casey@Example.com'),
    });
    expect(await mailCount()).toBe(count + 1);
  });
});
