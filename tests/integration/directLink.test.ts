/**
 * Direct links die with the code they were mailed with (issue 5): each continue code comes with a
 * random link token, stored only as a hash, carried in the link as ?t=, and accepted only while
 * that code is the enrollment's live one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002, DEMO_ENROLLMENTS } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { demoLinkToken } from '../../server/services/codes';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://store.example.com' } });
  session = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => { await t.close(); });
// Saves rotate DEMO0001's code and opened links re-bind the demo enrollments away from `session`: each test gets them back.
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0002.id]);

const anonymous: Session = { cookie: undefined };
interface Mail { to: string; text: string; html: string }
const LINK = /https:\/\/store\.example\.com\/direct-continue\/([^/\s]+)\/([^?\s]+)\?t=([A-Za-z0-9_-]+)/;

/** Save & Continue Later, then the token of the link in the mail it sent. */
async function saveAndReadToken(): Promise<string> {
  const saved = await post(t.app, session, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'contact_info' });
  expect(saved.statusCode).toBe(200);
  const [mail] = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as Mail[];
  const match = LINK.exec(mail.text);
  expect(match).not.toBeNull();
  expect(decodeURIComponent(match![1])).toBe(Buffer.from(DEMO0001.id).toString('base64'));
  expect(mail.html).toContain(`?t=${match![3]}`);
  return match![3];
}

const open = (token: string | undefined, ip: string) =>
  get(t.app, anonymous, `direct-continue/${DEMO0001.id}`, token === undefined ? {} : { t: token }, ip);

describe('direct link tokens', () => {
  it('mails a link with a token of at least 128 bits, stores only its hash, and the link opens the enrollment', async () => {
    const token = await saveAndReadToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const row = await t.db.selectFrom('continue_codes').selectAll().where('enrollment_id', '=', DEMO0001.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.link_hash).toMatch(/^[0-9a-f]{64}$/);
    const opened = await open(token, '10.80.0.1');
    expect(dataOf(opened)).toMatchObject({ enrollment_id: DEMO0001.id, saved_tab: 'contact_info' });
  });

  it('stops working once save-enrollment issues a new code; the new link works', async () => {
    const first = await saveAndReadToken();
    const second = await saveAndReadToken();
    expect(second).not.toBe(first);
    const stale = await open(first, '10.80.1.1');
    expect(stale.statusCode).toBe(422);
    expect(fieldErrors(stale)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.continueFailed }]);
    expect(stale.headers['set-cookie']).toBeUndefined();
    expect((await open(second, '10.80.1.2')).statusCode).toBe(200);
  });

  it('refuses a link without a token or with a wrong one, and counts each as a failed try of the caller', async () => {
    const ip = '10.80.2.1';
    const token = await saveAndReadToken();
    for (const wrong of [undefined, '', 'A'.repeat(22), demoLinkToken('DEMO0001'), `${token}x`]) {
      const response = await open(wrong, ip);
      expect({ wrong, status: response.statusCode }).toEqual({ wrong, status: 422 });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Five failures: the caller is throttled now, even with the right token.
    expect((await open(token, ip)).statusCode).toBe(429);
    expect((await open(token, '10.80.2.2')).statusCode).toBe(200);
  });

  it('demo enrollments carry a fixed token derived from their public demo code, so the links of docs/demo-world.md stay valid', async () => {
    expect(demoLinkToken('DEMO0002')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(DEMO_ENROLLMENTS.map((demo) => demoLinkToken(demo.code))).size).toBe(DEMO_ENROLLMENTS.length);
    const response = await get(t.app, anonymous, `direct-continue/${DEMO0002.id}`, { t: demoLinkToken('DEMO0002') }, '10.80.3.1');
    expect(dataOf(response)).toMatchObject({ enrollment_id: DEMO0002.id, saved_tab: 'employer_info' });
    expect((await get(t.app, anonymous, `direct-continue/${DEMO0002.id}`, { t: demoLinkToken('DEMO0003') }, '10.80.3.1')).statusCode).toBe(422);
  });
});
