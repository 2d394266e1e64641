/**
 * Choosing the validators by configuration: all three providers in one app, the offline defaults
 * named in OpenAPI, overrides through buildApp({ validators }), and a start refused without a key.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../../schemas/demo/enrollments';
import { MESSAGES } from '../../../schemas/messages';
import { API, dataOf, fieldErrors, get, post, resume } from '../helpers/client';
import { createTestApp } from '../helpers/testApp';
import { fakeNeverBounce, fakeNumverify, fakeUsps, NEVERBOUNCE_KEY, NUMVERIFY_KEY, NUMVERIFY_VALID, USPS_CLIENT_ID, USPS_CLIENT_SECRET } from './fakeProviders';
import { providerApp } from './providerApp';

const anonymous = { cookie: undefined };

describe('all three providers configured', () => {
  let fakes: [Awaited<ReturnType<typeof fakeNumverify>>, Awaited<ReturnType<typeof fakeNeverBounce>>, Awaited<ReturnType<typeof fakeUsps>>];
  beforeAll(async () => { fakes = await Promise.all([fakeNumverify(), fakeNeverBounce(), fakeUsps()]); });
  afterAll(async () => { await Promise.all(fakes.map((fake) => fake.close())); });

  it('sends each check to its provider and says at start which ones run', async () => {
    const [numverify, neverBounce, usps] = fakes;
    const t = await providerApp({
      phone: { provider: 'numverify', url: numverify.url, key: NUMVERIFY_KEY },
      email: { provider: 'neverbounce', url: neverBounce.url, key: NEVERBOUNCE_KEY },
      address: { provider: 'usps', url: usps.origin, clientId: USPS_CLIENT_ID, clientSecret: USPS_CLIENT_SECRET },
    });
    try {
      expect(t.logs.join('\n')).toContain('validators: phone=numverify email=neverbounce address=usps');
      expect(dataOf(await get(t.app, anonymous, 'validate-phone-numverify', { phone: NUMVERIFY_VALID[0] }))).toEqual({ valid: true });
      expect(fieldErrors(await post(t.app, anonymous, 'validate-email-neverbounce', { email: 'disposable@corp.example.org' })))
        .toEqual([{ target_element: 'email', error_message: MESSAGES.email }]);
      const session = await resume(t.app, 'DEMO0001', 'demo@example.com');
      expect(dataOf(await post(t.app, session, 'save-contact-info', {
        enrollment_id: DEMO0001.id, email_address: 'casey.rivera@example.com', phone_number: '5552223333', address1: '1 Elm St', city: 'Springfield', with_validation: 1,
      }))).toEqual({ saved_tab: 'contact_info' });
      expect([numverify.requests.length, neverBounce.requests.length, usps.addressRequests().length]).toEqual([1, 1, 1]);
    } finally {
      await t.close();
    }
  });
});

describe('the offline defaults', () => {
  it('run when nothing is configured, are named in the start-up log and in the OpenAPI description of the validator routes', async () => {
    const t = await providerApp({});
    try {
      expect(t.logs.join('\n')).toContain('validators: phone=local (offline default) email=local (offline default) address=local (offline default)');
      const doc = (await get(t.app, anonymous, 'openapi.json')).json() as { paths: Record<string, Record<string, { description?: string }>> };
      const phone = doc.paths[`${API}/validate-phone-numverify`].get.description ?? '';
      const email = doc.paths[`${API}/validate-email-neverbounce`].post.description ?? '';
      expect(phone).toMatch(/`local`, the offline default \(NANP rules/);
      expect(phone).toContain('fails open');
      expect(email).toMatch(/`local`, the offline default \(the shared e-mail format/);
      expect(email).toContain('unknown counts as unavailable');
      expect(doc.paths[`${API}/validate-member-email`].post.description).toContain('no external provider');
    } finally {
      await t.close();
    }
  });
});

describe('buildApp({ validators })', () => {
  it('lets a test replace one check, and an unavailable or throwing replacement lets the value pass', async () => {
    const logs: string[] = [];
    const t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => { logs.push(line); } },
      validators: {
        phone: async (phone) => (phone === '5550000000' ? { status: 'unavailable', reason: 'stub down' } : { status: 'invalid' }),
        email: async () => { throw new TypeError('fetch failed for https://provider.test/?key=secret-in-message'); },
      },
    });
    try {
      expect(fieldErrors(await get(t.app, anonymous, 'validate-phone-numverify', { phone: '4158586273' })))
        .toEqual([{ target_element: 'phone', error_message: MESSAGES.phone }]);
      expect(dataOf(await get(t.app, anonymous, 'validate-phone-numverify', { phone: '5550000000' }))).toEqual({ valid: true });
      expect(dataOf(await post(t.app, anonymous, 'validate-email-neverbounce', { email: 'pat@corp.example.org' }))).toEqual({ valid: true });
      const text = logs.join('\n');
      expect(text).toContain('"reason":"stub down"');
      expect(text).toContain('"reason":"threw TypeError"');
      expect(text).not.toContain('secret-in-message');
    } finally {
      await t.close();
    }
  });
});

describe('start-up', () => {
  let dataDir: string;
  beforeAll(() => { dataDir = mkdtempSync(join(tmpdir(), 'bs-validators-')); });
  afterAll(() => { rmSync(dataDir, { recursive: true, force: true }); });

  it('refuses to start with a provider but without its key, naming the missing variable', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: root, encoding: 'utf8', timeout: 60_000,
      env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, SECRET_DIR: dataDir, EMAIL_VALIDATOR: 'neverbounce', ADDRESS_VALIDATOR: 'usps', USPS_CLIENT_ID: 'id-only' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('EMAIL_VALIDATOR=neverbounce needs NEVERBOUNCE_KEY; ADDRESS_VALIDATOR=usps needs USPS_CLIENT_SECRET');
    expect(run.stderr).not.toContain('id-only');
  });
});
