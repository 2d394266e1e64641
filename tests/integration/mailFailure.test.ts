/** Save & Continue Later when the SMTP server cannot be reached: a clear message, nothing lost. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { messageAt, post, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let session: Session;
beforeAll(async () => {
  // A real nodemailer SMTP transport aimed at a closed local port: the connection is refused.
  t = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9?connectionTimeout=2000' } });
  session = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => { await t.close(); });

it('answers 502 with a message at the e-mail field and keeps the draft and the session', async () => {
  const response = await post(t.app, session, 'save-enrollment', {
    enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'primary_info', data: { first_name: 'Casey', last_name: 'Ng' },
  });
  expect(response.statusCode).toBe(502);
  expect(messageAt(response, 'email')).toBe(MESSAGES.mailFailed);
  const row = await t.db.selectFrom('enrollments').select(['primary_info', 'saved_tab']).where('id', '=', DEMO0001.id).executeTakeFirstOrThrow();
  expect(row.primary_info).toMatchObject({ first_name: 'Casey', last_name: 'Ng' });
  const fields = await t.app.inject({ method: 'GET', url: `/api/v1/get-form-fields-personal-info?enrollment_id=${DEMO0001.id}`, headers: { cookie: session.cookie ?? '' } });
  expect(fields.statusCode).toBe(200);
});
