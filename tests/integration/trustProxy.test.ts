/**
 * TRUST_PROXY=1 behind one proxy of ours (issue 5): the throttle keys on the address that proxy
 * saw (the right-most X-Forwarded-For entry), so whatever a client writes left of it cannot give
 * it a fresh key per try. (Its own file: one test app per file on PostgreSQL.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { API } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let proxied: TestApp;
beforeAll(async () => { proxied = await createTestApp({ config: { trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy } }); });
afterAll(async () => { await proxied.close(); });

/** A request as our proxy (10.0.0.1) passes it on: it appends the client's address to X-Forwarded-For. */
const viaProxy = (body: object, xff: string) => proxied.app.inject({
  method: 'POST', url: `${API}/continue-enrollment`, payload: body, remoteAddress: '10.0.0.1',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
});

it('keys the throttle on the address the proxy saw, whatever the client wrote left of it', async () => {
  for (let i = 0; i < 5; i += 1) {
    expect((await viaProxy({ code: 'NOPE', email: `spoof${i}@example.com` }, `198.51.100.${i}, 203.0.113.9`)).statusCode).toBe(422);
  }
  expect((await viaProxy({ code: 'DEMO0001', email: 'demo@example.com' }, '198.51.100.77, 203.0.113.9')).statusCode).toBe(429);
  expect((await viaProxy({ code: 'DEMO0001', email: 'demo@example.com' }, '203.0.113.10')).statusCode).toBe(200);
});
