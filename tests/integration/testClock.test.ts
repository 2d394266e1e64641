/**
 * The e2e test clock of form versions (PUT /dev/test-clock, docs/security.md): off unless
 * TEST_CLOCK=1, refused with NODE_ENV=production, answered only to a browser on this machine;
 * moved past a scheduled version's time, the version is in effect; set back, it is scheduled again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PUBLISHER, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import { readConfig } from '../../server/config';
import { dataOf, get, post, put } from './helpers/client';
import { staffSession, withSpanish } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

const URL = '/dev/test-clock';
const LOCAL = { host: '127.0.0.1:8080', 'content-type': 'application/json' };
const PATH = 'admin/forms/employer_info/group/2001';
const HOUR = 3_600_000;

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  on = await createTestApp({ config: { testClock: true } });
  off = await createTestApp();
});
afterAll(async () => {
  await setClock(on, null);
  await on.close();
  await off.close();
});

const setClock = (t: TestApp, at: string | null, headers: Record<string, string> = LOCAL, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'PUT', url: URL, payload: { at }, headers, remoteAddress });

describe('test clock: who may have it', () => {
  it('is off unless TEST_CLOCK=1, and NODE_ENV=production refuses to start with it', () => {
    expect(readConfig({}).testClock).toBe(false);
    expect(readConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(() => readConfig({ TEST_CLOCK: 'yes' })).toThrow(/TEST_CLOCK must be 0 or 1/);
    expect(() => readConfig({ TEST_CLOCK: '1', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) })).toThrow(/TEST_CLOCK=1 is refused when NODE_ENV=production/);
  });

  it('does not exist without the flag, answers only a browser on this machine, and refuses what is not a time (422)', async () => {
    expect((await setClock(off, null)).statusCode).toBe(404);
    expect((await setClock(on, null, LOCAL, '203.0.113.7')).statusCode).toBe(404);
    expect((await setClock(on, null, { ...LOCAL, 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await setClock(on, 'tomorrow')).statusCode).toBe(422);
  });
});

describe('test clock: a scheduled version', () => {
  it('takes effect once the clock passes its time, and is scheduled again when the clock returns', async () => {
    const author = await staffSession(on.app, DEMO_STAFF_PUBLISHER.email);
    const draft = dataOf<{ revision: number }>(await post(on.app, author, `${PATH}/draft`, {}));
    expect((await put(on.app, author, `${PATH}/draft`, { content: withSpanish({ fields: { occupation: { label: 'Job title' } } }), revision: draft.revision })).statusCode).toBe(200);
    const publisher = await staffSession(on.app, DEMO_STAFF_PUBLISHER_2.email);
    const at = Date.now() + HOUR;
    const { version } = dataOf<{ version: number }>(await post(on.app, publisher, `${PATH}/draft/publish`, { reason: 'From 9 am', effective_at: new Date(at).toISOString() }));
    const listed = async () => dataOf<{ versions: { version: number; active: boolean; scheduled: boolean }[] }>(await get(on.app, publisher, `${PATH}/versions`)).versions.find((v) => v.version === version);

    expect(await listed()).toMatchObject({ active: false, scheduled: true });
    const moved = await setClock(on, new Date(at + 60_000).toISOString());
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now)).toBeGreaterThanOrEqual(at + 60_000);
    expect(await listed()).toMatchObject({ active: true, scheduled: false });
    expect((await setClock(on, null)).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ active: false, scheduled: true });
  });
});
