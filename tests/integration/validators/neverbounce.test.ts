/** EMAIL_VALIDATOR=neverbounce: the client against a local NeverBounce v4, and validate-email-neverbounce through it. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { neverBounceEmail } from '../../../server/services/validators/neverbounce';
import { dataOf, fieldErrors, post } from '../helpers/client';
import { fakeNeverBounce, NEVERBOUNCE_KEY } from './fakeProviders';
import { providerApp, type ProviderApp } from './providerApp';

let fake: Awaited<ReturnType<typeof fakeNeverBounce>>;
beforeAll(async () => { fake = await fakeNeverBounce(); });
afterAll(async () => { await fake.close(); });
beforeEach(() => { fake.mode = 'normal'; });

const check = (email: string, options: { key?: string; timeoutMs?: number } = {}) =>
  neverBounceEmail({ url: fake.url, key: options.key ?? NEVERBOUNCE_KEY, timeoutMs: options.timeoutMs ?? 5000 })(email);

describe('NeverBounce client', () => {
  it('asks with the key, the address and its own time budget a second under ours', async () => {
    await check('valid@mail.example.org');
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toEqual({ key: NEVERBOUNCE_KEY, email: 'valid@mail.example.org', timeout: '4' });
  });

  it('passes valid and catchall, refuses invalid and disposable, and counts unknown as unavailable', async () => {
    expect(await check('valid@mail.example.org')).toEqual({ status: 'valid' });
    expect(await check('catchall@mail.example.org')).toEqual({ status: 'valid' });
    expect(await check('invalid@mail.example.org')).toEqual({ status: 'invalid' });
    expect(await check('disposable@mail.example.org')).toEqual({ status: 'invalid' });
    expect(await check('unknown@mail.example.org')).toEqual({ status: 'unavailable', reason: 'neverbounce: result unknown' });
  });

  it('answers unavailable for auth_failure, throttle_triggered, temp_unavail and general_failure', async () => {
    expect(await check('valid@mail.example.org', { key: 'wrong' })).toEqual({ status: 'unavailable', reason: 'neverbounce: auth_failure' });
    for (const mode of ['throttle_triggered', 'temp_unavail', 'general_failure'] as const) {
      fake.mode = mode;
      expect(await check('valid@mail.example.org')).toEqual({ status: 'unavailable', reason: `neverbounce: ${mode}` });
    }
  });

  it('answers unavailable for a 5xx and after its timeout', async () => {
    fake.mode = 'http502';
    expect(await check('valid@mail.example.org')).toEqual({ status: 'unavailable', reason: 'neverbounce: HTTP 502' });
    fake.mode = 'hang';
    expect(await check('valid@mail.example.org', { timeoutMs: 300 })).toEqual({ status: 'unavailable', reason: 'neverbounce: timeout' });
  });
});

describe('validate-email-neverbounce with EMAIL_VALIDATOR=neverbounce', () => {
  let t: ProviderApp;
  beforeAll(async () => { t = await providerApp({ email: { provider: 'neverbounce', url: fake.url, key: NEVERBOUNCE_KEY } }); });
  afterAll(async () => { await t.close(); });
  const anonymous = { cookie: undefined };

  it('answers 200 {valid: true} for a deliverable address and 422 on `email` for an invalid or disposable one', async () => {
    expect(dataOf(await post(t.app, anonymous, 'validate-email-neverbounce', { email: 'catchall@corp.example.org' }))).toEqual({ valid: true });
    for (const email of ['invalid@corp.example.org', 'disposable@corp.example.org']) {
      const response = await post(t.app, anonymous, 'validate-email-neverbounce', { email });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'email', error_message: MESSAGES.email }]);
    }
  });

  it('still refuses a malformed address by schema, without asking NeverBounce', async () => {
    const before = fake.requests.length;
    expect(fieldErrors(await post(t.app, anonymous, 'validate-email-neverbounce', { email: 'someone@' })))
      .toEqual([{ target_element: 'email', error_message: MESSAGES.email }]);
    expect(fake.requests).toHaveLength(before);
  });

  it('fails open when NeverBounce is throttling: 200 {valid: true} and a warning without the address or the key', async () => {
    fake.mode = 'throttle_triggered';
    expect(dataOf(await post(t.app, anonymous, 'validate-email-neverbounce', { email: 'pat.quinn@corp.example.org' }))).toEqual({ valid: true });
    expect(t.warnings().at(-1)).toMatchObject({ validator: 'email', reason: 'neverbounce: throttle_triggered' });
    const text = t.logs.join('\n');
    for (const secret of ['pat.quinn', NEVERBOUNCE_KEY]) expect(text).not.toContain(secret);
  });
});
