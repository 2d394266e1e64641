/** ADDRESS_VALIDATOR=usps: the client against a local USPS Addresses v3 (OAuth2 token + address), and saves with with_validation=1. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002 } from '../../../schemas/demo/enrollments';
import { MESSAGES } from '../../../schemas/messages';
import { uspsAddress, type UspsOptions } from '../../../server/services/validators/usps';
import { dataOf, fieldErrors, post, resume, type Session } from '../helpers/client';
import { fakeUsps, type FakeUsps, USPS_CLIENT_ID, USPS_CLIENT_SECRET } from './fakeProviders';
import { providerApp, type ProviderApp } from './providerApp';

let fake: FakeUsps;
beforeAll(async () => { fake = await fakeUsps(); });
afterAll(async () => { await fake.close(); });
beforeEach(() => {
  fake.mode = 'normal';
  fake.tokenLifetime = 28799;
  fake.requests.length = 0;
});

const client = (options: Partial<UspsOptions> = {}) =>
  uspsAddress({ url: fake.origin, clientId: USPS_CLIENT_ID, clientSecret: USPS_CLIENT_SECRET, timeoutMs: 5000, ...options });
const elm = { address1: '1 Elm St', city: 'Springfield', state: 'IL', zip: '62701' };

describe('USPS client', () => {
  it('fetches one token for two checks and sends it as a bearer with the address fields', async () => {
    const check = client();
    expect(await check(elm)).toEqual({ status: 'valid', zip4: '1234' });
    expect(await check({ ...elm, address1: '100 Main St' })).toEqual({ status: 'valid', zip4: '4321' });
    const [token] = fake.tokenRequests();
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(token.method).toBe('POST');
    expect(token.headers['content-type']).toBe('application/json');
    expect(JSON.parse(token.body)).toEqual({ client_id: USPS_CLIENT_ID, client_secret: USPS_CLIENT_SECRET, grant_type: 'client_credentials' });
    const lookups = fake.addressRequests();
    // The fake numbers its tokens across the file's tests; a fresh client can only send the one it fetched.
    const bearers = lookups.map((request) => request.headers.authorization);
    expect(bearers[0]).toMatch(/^Bearer tok-\d+$/);
    expect(bearers).toEqual([bearers[0], bearers[0]]);
    expect(Object.fromEntries(lookups[0].query)).toEqual({ streetAddress: '1 Elm St', city: 'Springfield', state: 'IL', ZIPCode: '62701' });
  });

  it('shares one token request among concurrent checks', async () => {
    const check = client();
    const results = await Promise.all([check(elm), check(elm), check(elm)]);
    expect(results.map((result) => result.status)).toEqual(['valid', 'valid', 'valid']);
    expect(fake.tokenRequests()).toHaveLength(1);
  });

  it('keeps the token until a minute before expires_in, then fetches a new one', async () => {
    let clock = 1_000_000;
    fake.tokenLifetime = 3600;
    const check = client({ now: () => clock });
    await check(elm);
    clock += 3600_000 - 61_000;
    await check(elm);
    expect(fake.tokenRequests()).toHaveLength(1);
    clock += 2_000;
    await check(elm);
    expect(fake.tokenRequests()).toHaveLength(2);
    const bearers = fake.addressRequests().map((request) => request.headers.authorization);
    expect(bearers[1]).toBe(bearers[0]);
    expect(bearers[2]).not.toBe(bearers[0]);
  });

  it('replaces a token USPS refuses (401) once and retries the check', async () => {
    const check = client();
    await check(elm);
    fake.mode = 'revokeTokens';
    expect(await check(elm)).toEqual({ status: 'valid', zip4: '1234' });
    expect(fake.tokenRequests()).toHaveLength(2);
  });

  it('confirms DPV Y, D (unit missing) and S (unit not confirmed); refuses N, not found (404) and a request USPS cannot read (400)', async () => {
    const check = client();
    expect(await check({ ...elm, address1: '20 Tower Pl' })).toEqual({ status: 'valid', zip4: '0001' });
    expect(await check({ ...elm, address1: '20 Tower Pl', address2: 'Apt 99' })).toEqual({ status: 'valid', zip4: '0001' });
    expect(fake.addressRequests().at(-1)!.query.get('secondaryAddress')).toBe('Apt 99');
    expect(await check({ ...elm, address1: '7 Vacant Lot' })).toEqual({ status: 'invalid' });
    expect(await check({ ...elm, address1: '99 Nowhere Rd' })).toEqual({ status: 'invalid' });
    expect(await check({ address1: '1 Elm St', city: 'Springfield' })).toEqual({ status: 'invalid' });
  });

  it('answers unavailable when the credentials are refused, and asks for a token again next time', async () => {
    const check = client({ clientSecret: 'wrong' });
    expect(await check(elm)).toEqual({ status: 'unavailable', reason: 'usps token: HTTP 401' });
    expect(await check(elm)).toEqual({ status: 'unavailable', reason: 'usps token: HTTP 401' });
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.addressRequests()).toHaveLength(0);
  });

  it('answers unavailable for 429 and 5xx', async () => {
    const check = client();
    fake.mode = 'http429';
    expect(await check(elm)).toEqual({ status: 'unavailable', reason: 'usps: HTTP 429' });
    fake.mode = 'http503';
    expect(await check(elm)).toEqual({ status: 'unavailable', reason: 'usps: HTTP 503' });
  });

  it('answers unavailable when the token or the address request outlives its timeout', async () => {
    fake.mode = 'hangToken';
    expect(await client({ timeoutMs: 300 })(elm)).toEqual({ status: 'unavailable', reason: 'usps token: timeout' });
    fake.mode = 'hangAddress';
    expect(await client({ timeoutMs: 300 })(elm)).toEqual({ status: 'unavailable', reason: 'usps: timeout' });
  });
});

describe('save-contact-info and save-employer-info with ADDRESS_VALIDATOR=usps and with_validation=1', () => {
  let t: ProviderApp;
  let d1: Session;
  let d2: Session;
  beforeAll(async () => {
    t = await providerApp({ address: { provider: 'usps', url: fake.origin, clientId: USPS_CLIENT_ID, clientSecret: USPS_CLIENT_SECRET } });
    d1 = await resume(t.app, 'DEMO0001', 'demo@example.com');
    d2 = await resume(t.app, 'DEMO0002', 'group@example.com');
  });
  afterAll(async () => { await t.close(); });

  const contact = {
    enrollment_id: DEMO0001.id, email_address: 'casey.rivera@example.com', phone_number: '5552223333', address1: '1 Elm St', city: 'Springfield', with_validation: 1,
  };
  const contactInfo = async () => (await t.db.selectFrom('enrollments').select('contact_info').where('id', '=', DEMO0001.id).executeTakeFirstOrThrow()).contact_info;

  it('saves an address USPS confirms, checked with the state and zip kept from checkout', async () => {
    expect(dataOf(await post(t.app, d1, 'save-contact-info', contact))).toEqual({ saved_tab: 'contact_info' });
    expect(Object.fromEntries(fake.addressRequests().at(-1)!.query)).toEqual({ streetAddress: '1 Elm St', city: 'Springfield', state: 'IL', ZIPCode: '62701' });
  });

  it('refuses an address USPS does not find with the message at address1, and writes nothing', async () => {
    const before = await contactInfo();
    const response = await post(t.app, d1, 'save-contact-info', { ...contact, address1: '99 Nowhere Rd' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'address1', error_message: MESSAGES.addressInvalid }]);
    expect(await contactInfo()).toEqual(before);
  });

  it('does not ask USPS when with_validation is 0', async () => {
    expect(dataOf(await post(t.app, d1, 'save-contact-info', { ...contact, address1: '99 Nowhere Rd', with_validation: 0 }))).toEqual({ saved_tab: 'contact_info' });
    expect(fake.addressRequests()).toHaveLength(0);
  });

  it('fails open when USPS is down: saves, and logs a warning without the address or the credentials', async () => {
    fake.mode = 'http503';
    expect(dataOf(await post(t.app, d1, 'save-contact-info', { ...contact, address1: '4 Quarry Ln' }))).toEqual({ saved_tab: 'contact_info' });
    expect(t.warnings().at(-1)).toMatchObject({ validator: 'address', reason: 'usps: HTTP 503' });
    const text = t.logs.join('\n');
    for (const secret of ['Quarry', USPS_CLIENT_ID, USPS_CLIENT_SECRET, 'tok-']) expect(text).not.toContain(secret);
  });

  it("checks the employer's address too", async () => {
    const employer = {
      enrollment_id: DEMO0002.id, name: 'Acme Manufacturing', phone: '5552170100', address1: '100 Main St', city: 'Springfield', state: 'IL',
      zip: '62701', average_work_week: '40', employment_start_date: '01/15/2020', occupation: 'Welder', compensation_type: 'Salary',
      employment_status: 'A', emp_industry: 'Manufacturing', holiday_policy: { Standard_6: 1 }, with_validation: 1,
    };
    expect(dataOf(await post(t.app, d2, 'save-employer-info', employer))).toEqual({ saved_tab: 'employer_info' });
    expect(fieldErrors(await post(t.app, d2, 'save-employer-info', { ...employer, address1: '7 Vacant Lot' })))
      .toEqual([{ target_element: 'address1', error_message: MESSAGES.addressInvalid }]);
  });
});
