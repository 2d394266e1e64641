/** save-enrollment (Save & Continue Later): draft stored, a new code mailed, the old code retired. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { API, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://store.example.com' } });
  session = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => { await t.close(); });
// A save retires DEMO0001's code and a resume re-binds it: each test gets the seeded row, code and binding back.
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id]);

interface Mail { to: string; subject: string; text: string; html: string; created_at: string }
const mailbox = async (): Promise<Mail[]> => (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
const row = () => t.db.selectFrom('enrollments').selectAll().where('id', '=', DEMO0001.id).executeTakeFirstOrThrow();

describe('save-enrollment', () => {
  it('stores the draft (formats only), sets the resume tab and mails a new code that works while the old one does not', async () => {
    const response = await post(t.app, session, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: 'Casey.Alt@example.com', tab: 'contact_info', data: { email_address: 'casey@example.com', city: 'Springfield' },
    });
    expect(dataOf(response)).toEqual({ message: MESSAGES.saveLaterSaved });
    expect(response.body).not.toMatch(/code/i);
    const stored = await row();
    expect(stored.saved_tab).toBe('contact_info');
    expect(stored.contact_info).toEqual({ email_address: 'casey@example.com', city: 'Springfield', state: 'IL', zip: '62701' });

    const [mail] = await mailbox();
    expect(mail.to).toBe('casey.alt@example.com');
    expect(mail.subject).toBe('Your enrollment code');
    const code = /Your enrollment code: ([A-Z2-9]{8})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const link = `https://store.example.com/direct-continue/${encodeURIComponent(btoa(DEMO0001.id))}/${encodeURIComponent(btoa('contact_info'))}?t=`;
    expect(mail.text).toMatch(new RegExp(`${link.replace(/[.?+/]/g, '\\$&')}[A-Za-z0-9_-]{22}\\n`));
    expect(mail.html).toContain(code);
    // Signed by the site DEMO0001 was shopped on (rep 1001's landing site), not the store's name.
    expect(mail.text.trim().split('\n').at(-1)).toBe('Jordan Avery Benefits');

    const old = await post(t.app, { cookie: undefined }, 'continue-enrollment', { code: 'DEMO0001', email: 'demo@example.com' }, '10.9.0.1');
    expect(old.statusCode).toBe(422);
    const resumed = await post(t.app, { cookie: undefined }, 'continue-enrollment', { code, email: 'casey.alt@example.com' }, '10.9.0.2');
    expect(dataOf(resumed)).toMatchObject({ enrollment_id: DEMO0001.id, saved_tab: 'contact_info' });
    const fresh = { cookie: String(resumed.headers['set-cookie']).split(';')[0] };
    const fields = dataOf<{ result: { field_name: string; value: unknown }[] }>(
      await get(t.app, fresh, 'get-form-fields-contact-info', { enrollment_id: DEMO0001.id }),
    ).result;
    expect(fields.find((field) => field.field_name === 'city')?.value).toBe('Springfield');
  });

  it('refuses a bad e-mail with the modal message and a bad draft with field messages, storing nothing', async () => {
    const before = await row();
    const count = (await mailbox()).length;
    const badEmail = await post(t.app, session, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'nope', tab: 'primary_info' });
    expect(fieldErrors(badEmail)).toEqual([{ target_element: 'email', error_message: MESSAGES.saveLaterInvalidEmail }]);
    const badDraft = await post(t.app, session, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'primary_info', data: { first_name: '9', ssn: '12' },
    });
    expect(badDraft.statusCode).toBe(422);
    expect(fieldErrors(badDraft)).toEqual([
      { target_element: 'first_name', error_message: MESSAGES.firstName },
      { target_element: 'ssn', error_message: MESSAGES.ssn },
    ]);
    expect(await row()).toEqual(before);
    expect((await mailbox()).length).toBe(count);
  });

  it('encrypts an SSN in a personal draft', async () => {
    const response = await post(t.app, session, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'primary_info', data: { first_name: 'Casey', ssn: '987654321' },
    });
    expect(response.statusCode).toBe(200);
    expect(String((await row()).primary_info?.ssn)).toMatch(/^enc:v1:/);
  });

  it('encrypts an ssn a tab defines without the SSN pattern, even input that looks like ciphertext', async () => {
    // Portal 11 adds an uncatalogued text field named ssn to its contact tab: the server stores what it is sent.
    const added = { scope: 'portal', scope_id: 11, tab: 'contact_info', field_name: 'ssn' } as const;
    await t.db.insertInto('form_fields').values({ ...added, position: 99, required: false, read_only: false, schema_hint: null }).execute();
    try {
      const response = await post(t.app, session, 'save-enrollment', {
        enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'contact_info', data: { ssn: 'enc:v1:AAAA' },
      });
      expect(response.statusCode).toBe(200);
      expect(String((await row()).contact_info?.ssn)).not.toBe('enc:v1:AAAA');
      const defs = dataOf<{ result: { field_name: string; value: unknown }[] }>(
        await get(t.app, session, 'get-form-fields-contact-info', { enrollment_id: DEMO0001.id }),
      ).result;
      expect(defs.find((def) => def.field_name === 'ssn')?.value).toBe('enc:v1:AAAA');
    } finally {
      // Only the row added here: portal 11's personal tab has a seeded ssn field of the same name.
      await t.db.deleteFrom('form_fields').where('scope', '=', added.scope).where('scope_id', '=', added.scope_id)
        .where('tab', '=', added.tab).where('field_name', '=', added.field_name).execute();
    }
  });

  it('the mailbox page lists the outbox newest first', async () => {
    for (const email of ['older@example.com', 'casey@example.com']) {
      expect((await post(t.app, session, 'save-enrollment', { enrollment_id: DEMO0001.id, email, tab: 'primary_info' })).statusCode).toBe(200);
    }
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Your enrollment code');
    const mails = await mailbox();
    expect(mails.slice(0, 2).map((mail) => mail.to)).toEqual(['casey@example.com', 'older@example.com']);
    expect(Date.parse(mails[0].created_at)).toBeGreaterThanOrEqual(Date.parse(mails[mails.length - 1].created_at));
    expect((await t.app.inject({ method: 'GET', url: `${API}/ping` })).statusCode).toBe(200);
  });

  it('the mailbox answers only callers on this machine: codes are credentials', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('Your enrollment code');
    }
  });

  it('takes the rows of a list in the data of a tab this slice does not build yet', async () => {
    const response = await post(t.app, session, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'benificiary_info', data: { beneficiaries: [{ first_name: 'Ann' }] },
    });
    expect(dataOf(response)).toEqual({ message: MESSAGES.saveLaterSaved });
  });

  it('refuses a draft value of the wrong type at data.<field> and stores nothing', async () => {
    const before = await row();
    const response = await post(t.app, session, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'primary_info', data: { first_name: 'Casey', ssn: { nested: true } },
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'data.ssn', error_message: MESSAGES.ssn }]);
    const after = await row();
    expect(after.primary_info).toEqual(before.primary_info);
    expect(after.saved_tab).toBe(before.saved_tab);
  });
});
