/**
 * docs/deployment.md's setup kept true: two instances behind one reverse proxy (TRUST_PROXY=1) on
 * one database share nothing but that database, and a visitor's journey may cross them at every
 * step. A quote started and saved for later on instance A mails its continue code; guesses at it
 * are throttled per client across both instances; the code resumes on instance B, and B's session
 * works on A. On PGlite the instances share one connection; with TEST_DATABASE_URL (CI's
 * PostgreSQL pass) each has its own pool on the same schema (helpers/twinApp.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { readConfig } from '../../server/config';
import { API, cookieOf, dataOf, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';
import { createTwinApp, type TwinApp } from './helpers/twinApp';

/** Our proxy's address: the instances trust one hop (TRUST_PROXY=1). */
const PROXY = '10.0.0.1';
/** Production's slowdown shape with tiny delays, so the e-mail's failures cost milliseconds here. */
const config = { trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy, resumeSlowdown: { freeFailures: 3, baseMs: 5, maxMs: 10 } };
let a: TestApp;
let b: TwinApp;
beforeAll(async () => {
  a = await createTestApp({ config });
  b = await createTwinApp(a, { config });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A request as the proxy forwards it from `client`. */
function viaProxy(app: FastifyInstance, client: string, session: Session, method: 'GET' | 'POST', path: string, body?: object, query?: Record<string, string>) {
  return app.inject({
    method, url: `${API}/${path}`, query, remoteAddress: PROXY,
    ...(body ? { payload: body } : {}),
    headers: { 'x-forwarded-for': client, ...(body ? { 'content-type': 'application/json' } : {}), ...(session.cookie ? { cookie: session.cookie } : {}) },
  });
}

interface Mail { to: string; text: string }
/** The outbox as /dev/mailbox.json shows it to the server's own machine (here through instance B). */
const mailbox = async (): Promise<Mail[]> => (await b.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();

describe('one journey across two instances on one database', () => {
  it('saves on A, throttles guesses on both, resumes on B, and the resumed session works on A', async () => {
    const visitor = '203.0.113.50';
    const started = await viaProxy(a.app, visitor, { cookie: undefined }, 'POST', 'add-filter-for-new-user', { zip: '62701', dob: '01/15/1985', gender: '1', tier: 'IO' });
    const tempId = dataOf<{ temp_enrollment_id: string }>(started).temp_enrollment_id;
    const onA: Session = { cookie: cookieOf(started) };
    const email = `two.instances.${tempId.slice(0, 8)}@example.com`;

    const saved = await viaProxy(a.app, visitor, onA, 'POST', 'save-enrollment', { enrollment_id: tempId, email, tab: 'primary_info' });
    expect(dataOf(saved)).toEqual({ message: MESSAGES.saveLaterSaved });
    const mail = (await mailbox()).find((sent) => sent.to === email);
    const code = /Your enrollment code: ([A-Z2-9]{8})/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    // A guesser's five wrong tries, alternating instances, use up its limit on both: the sixth,
    // even with the right code, is refused on either.
    const guesser = '198.51.100.23';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await viaProxy(i % 2 === 0 ? a.app : b.app, guesser, { cookie: undefined }, 'POST', 'continue-enrollment', { code: `WRONG00${i}`, email });
      expect(wrong.statusCode).toBe(422);
    }
    expect((await viaProxy(b.app, guesser, { cookie: undefined }, 'POST', 'continue-enrollment', { code, email })).statusCode).toBe(429);
    expect((await viaProxy(a.app, guesser, { cookie: undefined }, 'POST', 'continue-enrollment', { code, email })).statusCode).toBe(429);

    const resumed = await viaProxy(b.app, visitor, { cookie: undefined }, 'POST', 'continue-enrollment', { code, email });
    expect(dataOf(resumed)).toMatchObject({ enrollment_id: tempId });
    const onB: Session = { cookie: cookieOf(resumed) };
    const info = await viaProxy(a.app, visitor, onB, 'GET', 'get-enrollment-temp-info', undefined, { enrollment_id: tempId, column: 'filter_info' });
    expect(JSON.stringify(dataOf(info))).toContain('62701');
    // The resume moved the enrollment to B's session: the session A issued first holds it no more, on either instance.
    expect((await viaProxy(b.app, visitor, onA, 'GET', 'get-enrollment-temp-info', undefined, { enrollment_id: tempId, column: 'filter_info' })).statusCode).toBe(403);
    expect((await viaProxy(a.app, visitor, onA, 'GET', 'get-enrollment-temp-info', undefined, { enrollment_id: tempId, column: 'filter_info' })).statusCode).toBe(403);
  });
});
