/** The validators' configuration from the environment, the fail-open policy and the offline checks. */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import {
  createValidators, DEFAULT_PROVIDER_URLS, describeValidators, isDeliverableEmail, isNanpPhone, isPlausibleAddress, LOCAL_VALIDATORS_CONFIG,
  readValidatorsConfig, refuses, type Validators, withUnavailableWarnings,
} from '../../../server/services/validators';

describe('readValidatorsConfig', () => {
  it('defaults every check to the offline default with a 5 s timeout', () => {
    expect(readValidatorsConfig({})).toEqual(LOCAL_VALIDATORS_CONFIG);
    expect(readConfig({}).validators).toEqual(LOCAL_VALIDATORS_CONFIG);
  });

  it('reads each provider with its documented default URL, or the URL given', () => {
    expect(readValidatorsConfig({
      PHONE_VALIDATOR: 'numverify', NUMVERIFY_KEY: 'k1', EMAIL_VALIDATOR: 'NeverBounce', NEVERBOUNCE_KEY: 'k2',
      ADDRESS_VALIDATOR: 'usps', USPS_CLIENT_ID: 'id', USPS_CLIENT_SECRET: 'secret', USPS_URL: 'https://apis-tem.usps.com', VALIDATOR_TIMEOUT_MS: '2500',
    })).toEqual({
      phone: { provider: 'numverify', url: DEFAULT_PROVIDER_URLS.numverify, key: 'k1' },
      email: { provider: 'neverbounce', url: DEFAULT_PROVIDER_URLS.neverbounce, key: 'k2' },
      address: { provider: 'usps', url: 'https://apis-tem.usps.com', clientId: 'id', clientSecret: 'secret' },
      timeoutMs: 2500,
    });
    expect(DEFAULT_PROVIDER_URLS).toEqual({
      numverify: 'http://apilayer.net/api/validate', neverbounce: 'https://api.neverbounce.com/v4/single/check', usps: 'https://apis.usps.com',
    });
  });

  it('refuses a provider without its credentials, naming the variables and not echoing the others', () => {
    expect(() => readValidatorsConfig({ PHONE_VALIDATOR: 'numverify' })).toThrow('PHONE_VALIDATOR=numverify needs NUMVERIFY_KEY (or choose local, the offline default)');
    expect(() => readValidatorsConfig({ EMAIL_VALIDATOR: 'neverbounce', NEVERBOUNCE_KEY: ' ' })).toThrow('EMAIL_VALIDATOR=neverbounce needs NEVERBOUNCE_KEY');
    expect(() => readConfig({ ADDRESS_VALIDATOR: 'usps', USPS_CLIENT_SECRET: 'hush' })).toThrow(/^ADDRESS_VALIDATOR=usps needs USPS_CLIENT_ID \(/);
    expect(() => readValidatorsConfig({ ADDRESS_VALIDATOR: 'usps', USPS_CLIENT_ID: 'client-7' }))
      .toThrow(/^ADDRESS_VALIDATOR=usps needs USPS_CLIENT_SECRET \(or choose local, the offline default\)$/);
  });

  it('refuses an unknown provider, a URL that is not http(s) and a timeout out of range', () => {
    expect(() => readValidatorsConfig({ PHONE_VALIDATOR: 'twilio' })).toThrow('PHONE_VALIDATOR must be one of local, numverify (got "twilio")');
    expect(() => readValidatorsConfig({ EMAIL_VALIDATOR: 'neverbounce', NEVERBOUNCE_KEY: 'k', NEVERBOUNCE_URL: 'ftp://host/x' })).toThrow('NEVERBOUNCE_URL must be an http(s) URL');
    expect(() => readValidatorsConfig({ VALIDATOR_TIMEOUT_MS: '10' })).toThrow(/VALIDATOR_TIMEOUT_MS/);
  });

  it('createValidators refuses a programmatic config without credentials too', () => {
    expect(() => createValidators({ ...LOCAL_VALIDATORS_CONFIG, phone: { provider: 'numverify', url: DEFAULT_PROVIDER_URLS.numverify, key: '' } }, {
      knownStates: async () => new Set(),
    })).toThrow(/NUMVERIFY_KEY/);
  });

  it('describes the choice without URLs or keys', () => {
    expect(describeValidators(readValidatorsConfig({ PHONE_VALIDATOR: 'numverify', NUMVERIFY_KEY: 'k1' })))
      .toBe('phone=numverify email=local (offline default) address=local (offline default)');
  });
});

describe('the fail-open policy', () => {
  it('refuses only an invalid answer', () => {
    expect(refuses({ status: 'invalid' })).toBe(true);
    expect(refuses({ status: 'valid' })).toBe(false);
    expect(refuses({ status: 'valid', zip4: '1234' })).toBe(false);
    expect(refuses({ status: 'unavailable', reason: 'numverify: timeout' })).toBe(false);
  });

  it('logs each unavailable answer with the check and the reason only, and turns a throw into unavailable', async () => {
    const warnings: [Record<string, unknown>, string][] = [];
    const base: Validators = {
      phone: async () => ({ status: 'unavailable', reason: 'numverify: HTTP 503' }),
      email: async () => ({ status: 'valid' }),
      address: async () => { throw new Error('GET https://apis.usps.com/addresses/v3/address?streetAddress=1+Elm+St failed'); },
    };
    const validators = withUnavailableWarnings(base, { warn: (details, message) => { warnings.push([details, message]); } });
    expect(await validators.phone('5552010001')).toEqual({ status: 'unavailable', reason: 'numverify: HTTP 503' });
    expect(await validators.email('a@b.org')).toEqual({ status: 'valid' });
    expect(await validators.address({ address1: '1 Elm St' })).toEqual({ status: 'unavailable', reason: 'threw Error' });
    expect(warnings).toEqual([
      [{ validator: 'phone', reason: 'numverify: HTTP 503' }, 'phone validator unavailable: value accepted unchecked (fail open)'],
      [{ validator: 'address', reason: 'threw Error' }, 'address validator unavailable: value accepted unchecked (fail open)'],
    ]);
  });
});

describe('the offline defaults', () => {
  it('phone: NANP rules', () => {
    expect(isNanpPhone('5552010001')).toBe(true);
    for (const phone of ['1552010001', '5551112222', '2115550000', '555201000', '555201000a']) expect(isNanpPhone(phone)).toBe(false);
  });

  it('e-mail: the shared format and a deliverable TLD', () => {
    expect(isDeliverableEmail('someone@example.com')).toBe(true);
    for (const email of ['someone@', 'someone@mail.invalid', 'someone@host.test', 'a@b.localhost', 'a@b.example']) expect(isDeliverableEmail(email)).toBe(false);
  });

  it('address: known state, 5-digit zip, address1 and city; the local validator answers without zip4', async () => {
    const states = new Set(['IL']);
    const elm = { address1: '1 Elm St', city: 'Springfield', state: 'il', zip: '62701' };
    expect(isPlausibleAddress(elm, states)).toBe(true);
    expect(isPlausibleAddress({ ...elm, state: 'ZZ' }, states)).toBe(false);
    expect(isPlausibleAddress({ ...elm, zip: '6270' }, states)).toBe(false);
    expect(isPlausibleAddress({ ...elm, city: '' }, states)).toBe(false);
    const local = createValidators(LOCAL_VALIDATORS_CONFIG, { knownStates: async () => states });
    expect(await local.address(elm)).toEqual({ status: 'valid' });
    expect(await local.phone('1552010001')).toEqual({ status: 'invalid' });
  });
});
