/** PHONE_VALIDATOR=numverify: the client against a local numverify, and validate-phone-numverify through it. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { numverifyPhone } from '../../../server/services/validators/numverify';
import { dataOf, fieldErrors, get } from '../helpers/client';
import { fakeNumverify, NUMVERIFY_KEY, NUMVERIFY_VALID } from './fakeProviders';
import { providerApp, type ProviderApp } from './providerApp';

let fake: Awaited<ReturnType<typeof fakeNumverify>>;
beforeAll(async () => { fake = await fakeNumverify(); });
afterAll(async () => { await fake.close(); });
beforeEach(() => { fake.mode = 'normal'; });

const check = (phone: string, options: { key?: string; timeoutMs?: number } = {}) =>
  numverifyPhone({ url: fake.url, key: options.key ?? NUMVERIFY_KEY, timeoutMs: options.timeoutMs ?? 5000 })(phone);

describe('numverify client', () => {
  it('asks with the access key, the digits, country US and format=1, and takes valid: true as valid', async () => {
    expect(await check(NUMVERIFY_VALID[0])).toEqual({ status: 'valid' });
    const query = fake.requests.at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({ access_key: NUMVERIFY_KEY, number: NUMVERIFY_VALID[0], country_code: 'US', format: '1' });
  });

  it('takes valid: false as invalid', async () => {
    expect(await check('5552010001')).toEqual({ status: 'invalid' });
  });

  it('answers unavailable for a wrong key (101) and a used-up quota (104), which numverify sends with HTTP 200', async () => {
    expect(await check(NUMVERIFY_VALID[0], { key: 'wrong' })).toEqual({ status: 'unavailable', reason: 'numverify: error 101 invalid_access_key' });
    fake.mode = 'quota';
    expect(await check(NUMVERIFY_VALID[0])).toEqual({ status: 'unavailable', reason: 'numverify: error 104 usage_limit_reached' });
  });

  it('answers invalid for its "not a number" errors (210, 211)', async () => {
    expect(await check('')).toEqual({ status: 'invalid' });
  });

  it('answers unavailable for a 5xx, a body that is not its JSON, and a refused connection', async () => {
    fake.mode = 'http500';
    expect(await check(NUMVERIFY_VALID[0])).toEqual({ status: 'unavailable', reason: 'numverify: HTTP 500' });
    fake.mode = 'html';
    expect(await check(NUMVERIFY_VALID[0])).toEqual({ status: 'unavailable', reason: 'numverify: unreadable answer' });
    const closed = await fakeNumverify();
    await closed.close();
    expect(await numverifyPhone({ url: closed.url, key: NUMVERIFY_KEY, timeoutMs: 5000 })(NUMVERIFY_VALID[0]))
      .toEqual({ status: 'unavailable', reason: 'numverify: network error' });
  });

  it('gives up after its timeout and answers unavailable', async () => {
    fake.mode = 'hang';
    expect(await check(NUMVERIFY_VALID[0], { timeoutMs: 300 })).toEqual({ status: 'unavailable', reason: 'numverify: timeout' });
  });
});

describe('validate-phone-numverify with PHONE_VALIDATOR=numverify', () => {
  let t: ProviderApp;
  beforeAll(async () => { t = await providerApp({ phone: { provider: 'numverify', url: fake.url, key: NUMVERIFY_KEY } }); });
  afterAll(async () => { await t.close(); });
  const anonymous = { cookie: undefined };

  it('answers 200 {valid: true} for a number numverify confirms and 422 on `phone` for one it does not', async () => {
    expect(dataOf(await get(t.app, anonymous, 'validate-phone-numverify', { phone: NUMVERIFY_VALID[1] }))).toEqual({ valid: true });
    const response = await get(t.app, anonymous, 'validate-phone-numverify', { phone: '5552010001' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'phone', error_message: MESSAGES.phone }]);
  });

  it('fails open when numverify is unavailable: 200 {valid: true} and a warning without the number or the key', async () => {
    fake.mode = 'quota';
    expect(dataOf(await get(t.app, anonymous, 'validate-phone-numverify', { phone: '5559871234' }))).toEqual({ valid: true });
    expect(t.warnings().at(-1)).toMatchObject({ validator: 'phone', reason: 'numverify: error 104 usage_limit_reached' });
    const text = t.logs.join('\n');
    for (const secret of ['5559871234', NUMVERIFY_KEY]) expect(text).not.toContain(secret);
  });
});
