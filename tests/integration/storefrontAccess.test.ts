/**
 * The access dialogs' calls (issue 7, storefront.md sections 4, 5, 7 and 8): validate-agent,
 * validate-group and validate-landing-page with the demo world's codes and slugs, 204 for unknown
 * ones, 422 for malformed input, the caller throttle (429 after 5 unknown codes in 15 minutes, for
 * that caller only) and the time floor that keeps known and unknown codes equally slow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { ACCESS_CODE_FLOOR_MS } from '../../server/services/accessCodes';
import { dataOf, fieldErrors, get } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';
import { storefrontFieldErrors } from '../../adapters';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const anonymous = { cookie: undefined };
const agent = (agent_code: string, ip: string) => get(t.app, anonymous, 'validate-agent', { agent_code }, ip);
const group = (group_code: string, ip: string) => get(t.app, anonymous, 'validate-group', { group_code }, ip);
const landing = (landing_page: string) => get(t.app, anonymous, 'validate-landing-page', { landing_page }, '10.80.9.9');

describe('validate-agent (rep access code)', () => {
  it("answers rep 1001's name, code, contacts, pictures and landing_url for AVERY001 (any case)", async () => {
    for (const code of ['AVERY001', 'avery001']) {
      const data = dataOf(await agent(code, '10.80.0.1'));
      expect(data).toMatchObject({
        first_name: 'Jordan', last_name: 'Avery', email: 'jordan.avery@example.com', phone: '5552010001', agent_code: 'AVERY001', landing_url: 'javery',
      });
      expect(data.logo).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(data.image).toBe('/pictures/portrait.svg');
    }
  });

  it("answers rep 1002's empty landing_url (the landing-config-error path)", async () => {
    expect(dataOf(await agent('NOLAND02', '10.80.0.2'))).toMatchObject({ first_name: 'Sam', last_name: 'Noland', landing_url: '' });
  });

  it('answers 204 with no body for an unknown code', async () => {
    const response = await agent('NOBODY99', '10.80.0.3');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it("refuses a malformed or missing code with 422 at agent_code ('Invalid Rep Access Code' / 'Field is required')", async () => {
    const malformed = await agent('AVERY 001;--', '10.80.0.4');
    expect(malformed.statusCode).toBe(422);
    expect(fieldErrors(malformed)).toEqual([{ target_element: 'agent_code', error_message: MESSAGES.invalidRepAccessCode }]);
    const long = await agent('A'.repeat(41), '10.80.0.4');
    expect(long.statusCode).toBe(422);
    const missing = await get(t.app, anonymous, 'validate-agent', {}, '10.80.0.4');
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing)).toEqual([{ target_element: 'agent_code', error_message: MESSAGES.required }]);
  });

  it("answers an empty code as its entry form does ('Field is required'), for the group code too", async () => {
    for (const [response, body, form] of [
      [await agent('', '10.80.0.5'), { agent_code: '' }, 'access_code'], [await group('', '10.80.0.5'), { group_code: '' }, 'group_code'],
    ] as const) {
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual(storefrontFieldErrors(form, body));
      expect(fieldErrors(response)[0].error_message).toBe(MESSAGES.required);
    }
  });
});

describe('validate-group (group enrollment code)', () => {
  it("answers Acme's name, id and landing_url for ACME2001", async () => {
    expect(dataOf(await group('ACME2001', '10.81.0.1'))).toEqual({ name: 'Acme Manufacturing', group_id: 2001, landing_url: 'acme' });
  });

  it("answers Noland Supply's empty landing_url for NOLAND03", async () => {
    expect(dataOf(await group('noland03', '10.81.0.2'))).toEqual({ name: 'Noland Supply', group_id: 2002, landing_url: '' });
  });

  it('answers 204 with no body for an unknown code, and 422 at group_code for a malformed one', async () => {
    const unknown = await group('ACME9999', '10.81.0.3');
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe('');
    const malformed = await group('<script>', '10.81.0.3');
    expect(malformed.statusCode).toBe(422);
    expect(fieldErrors(malformed)).toEqual([{ target_element: 'group_code', error_message: MESSAGES.invalidGroupCode }]);
  });
});

describe('access-code throttle and time floor', () => {
  it('answers 429 to a caller after its own 5 unknown codes (rep and group codes together), and to no one else', async () => {
    const ip = '10.82.0.1';
    for (let i = 0; i < 3; i += 1) expect((await agent(`WRONG00${i}`, ip)).statusCode).toBe(204);
    for (let i = 0; i < 2; i += 1) expect((await group(`WRONG10${i}`, ip)).statusCode).toBe(204);
    const blocked = await agent('AVERY001', ip);
    expect(blocked.statusCode).toBe(429);
    expect(fieldErrors(blocked)).toEqual([{ target_element: 'agent_code', error_message: MESSAGES.continueThrottled }]);
    const blockedGroup = await group('ACME2001', ip);
    expect(blockedGroup.statusCode).toBe(429);
    expect(fieldErrors(blockedGroup)).toEqual([{ target_element: 'group_code', error_message: MESSAGES.continueThrottled }]);
    expect((await agent('AVERY001', '10.82.0.2')).statusCode).toBe(200);
  });

  it("keeps a separate counter from continue codes: a throttled access-code caller can still resume", async () => {
    const ip = '10.83.0.1';
    for (let i = 0; i < 5; i += 1) expect((await agent(`WRONG20${i}`, ip)).statusCode).toBe(204);
    expect((await agent('AVERY001', ip)).statusCode).toBe(429);
    const resumed = await t.app.inject({
      method: 'POST', url: '/api/v1/continue-enrollment', payload: { code: 'NOPE', email: 'nobody@example.com' }, remoteAddress: ip,
    });
    expect(resumed.statusCode).toBe(422);
  });

  it('holds known codes, unknown codes and throttled answers alike to the floor', async () => {
    const ip = '10.84.0.1';
    const timed = async (call: () => Promise<{ statusCode: number }>) => {
      const started = performance.now();
      const { statusCode } = await call();
      return { statusCode, ms: performance.now() - started };
    };
    const known = await timed(() => agent('AVERY001', ip));
    const unknown = await timed(() => agent('NOBODY01', ip));
    const knownGroup = await timed(() => group('ACME2001', ip));
    const unknownGroup = await timed(() => group('NOBODY02', ip));
    expect([known.statusCode, unknown.statusCode, knownGroup.statusCode, unknownGroup.statusCode]).toEqual([200, 204, 200, 204]);
    for (const answer of [known, unknown, knownGroup, unknownGroup]) expect(answer.ms).toBeGreaterThanOrEqual(ACCESS_CODE_FLOOR_MS - 2);
  });
});

describe('validate-landing-page', () => {
  it("answers rep 1001 for 'javery' with the rep's code", async () => {
    expect(dataOf(await landing('javery'))).toEqual({ type: 'agent', agent_id: 1001, group_id: null, gagent_code: 'AVERY001', gcode: null, gname: null });
  });

  it("answers group 2001 with its rep for 'acme' (any case), and Summit without a rep", async () => {
    expect(dataOf(await landing('ACME'))).toEqual({
      type: 'group', agent_id: 1001, group_id: 2001, gagent_code: 'AVERY001', gcode: 'ACME2001', gname: 'Acme Manufacturing',
    });
    expect(dataOf(await landing('summit'))).toMatchObject({ type: 'group', agent_id: null, group_id: 2512, gagent_code: null, gname: 'Summit Schools' });
  });

  it('answers 204 for an unknown slug and 422 at landing_page for a malformed one', async () => {
    expect((await landing('nosuchpage')).statusCode).toBe(204);
    const malformed = await landing('../etc/passwd');
    expect(malformed.statusCode).toBe(422);
    expect(fieldErrors(malformed)).toEqual([{ target_element: 'landing_page', error_message: MESSAGES.landingPageInvalid }]);
  });
});
