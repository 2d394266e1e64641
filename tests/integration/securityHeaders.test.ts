/**
 * Security headers on every answer (server/plugins/security.ts): every kind of answer carries
 * exactly what helmet's own middleware sets on a response with the app's options (a save, its 422,
 * a refused cross-site call, an unknown API route, a bound route without a session, the app
 * shell), and no X-Powered-By; HSTS only over https.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { helmetOptions } from '../../server/plugins/security';
import { API, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

/** The headers helmet's middleware sets on a real node response, lower-cased as node keeps them. */
function helmetOnAResponse(https: boolean): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('X-Powered-By', 'something');
  helmet(helmetOptions(https))({} as never, response as never, () => {});
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

let t: TestApp;
let d1: Session;
beforeAll(async () => {
  t = await createTestApp();
  d1 = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id]);

describe('security headers', () => {
  it('hold the policy, framing, sniffing and referrer headers, and HSTS only over https', () => {
    for (const https of [false, true]) {
      const expected = helmetOnAResponse(https);
      expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']));
      expect(expected['x-frame-options']).toBe('DENY');
      expect('strict-transport-security' in expected).toBe(https);
      expect('x-powered-by' in expected).toBe(false);
    }
  });

  it('are on every kind of answer', async () => {
    const expected = helmetOnAResponse(t.app.services.config.publicUrl.startsWith('https:'));
    const personal = { enrollment_id: DEMO0001.id, first_name: 'Casey', last_name: 'Rivera', marital_status: '1', ssn: '123456789', height_feet: '5', height_inch: '7', prior_coverage_flag: '0' };
    const answers = [
      await post(t.app, d1, 'save-personal-info', personal),
      await post(t.app, d1, 'save-personal-info', { ...personal, first_name: '' }),
      await t.app.inject({ method: 'GET', url: `${API}/ping` }),
      await t.app.inject({ method: 'GET', url: `${API}/ping`, headers: { 'sec-fetch-site': 'cross-site' } }),
      await t.app.inject({ method: 'GET', url: `${API}/no-such-route` }),
      await post(t.app, { cookie: undefined }, 'save-personal-info', personal),
      await t.app.inject({ method: 'GET', url: '/' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 422, 200, 403, 404, 401, expect.any(Number)]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) expect([name, answer.headers[name]]).toEqual([name, value]);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});
