/** Bad input never gets a 500: missing, wrong-typed, oversized and malformed input on every route; nothing changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { MAX_SCREENSHOT_CHARS } from '../../schemas/api/resume';
import { MESSAGES } from '../../schemas/messages';
import { WIZARD_TABS } from '../../schemas/tabs';
import { CUSTOM_TAB_NAME } from '../../schemas/forms/customTabs';
import { API, fieldErrors, post, resume, type Session } from './helpers/client';
import { chunk, dataUrl, ihdr, noisePng, pngBytes, pngFile, SIGNATURE } from './helpers/png';
import { BOUND_ROUTES, TINY_PNG } from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  session = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => { await t.close(); });

const PUBLIC_ROUTES = [
  { method: 'GET', path: 'get-ethnic-category' }, { method: 'GET', path: 'get-states' }, { method: 'GET', path: 'validate-phone-numverify' },
  { method: 'POST', path: 'validate-email-neverbounce' }, { method: 'POST', path: 'validate-member-email' },
  { method: 'POST', path: 'continue-enrollment' }, { method: 'GET', path: 'direct-continue/x' },
  { method: 'GET', path: 'get-external-site-dynamic-information' },
] as const;

const ROUTES = [...BOUND_ROUTES.map(({ method, path }) => ({ method, path })), ...PUBLIC_ROUTES];
const FIELDS = ['enrollment_id', 'first_name', 'ssn', 'email', 'code', 'phone', 'tab', 'data', 'enrollerCode', 'holiday_policy', 'with_validation',
  'column', 'tab_name', 'site_domain', 'image', 'name', 'email_address'];
const BAD_VALUES: unknown[] = [null, 12, -1.5, true, [], ['a'], {}, { $ne: 1 }, '', ' ', 'x'.repeat(5000), '\u0000', "' OR 1=1 --", DEMO0001.id.toUpperCase()];

const snapshot = () => t.db.selectFrom('enrollments').selectAll().orderBy('id').execute();

/** 'ok', 'client-error' (4xx with the error envelope) or what went wrong. */
function outcome(response: LightMyRequestResponse): string {
  if (response.statusCode === 200) return 'ok';
  if (response.statusCode < 400 || response.statusCode >= 500) return `status ${response.statusCode}: ${response.body}`;
  try {
    return (response.json() as { status?: string }).status === 'error' ? 'client-error' : `no envelope: ${response.body}`;
  } catch {
    return `not JSON: ${response.body}`;
  }
}

const acceptable = expect.stringMatching(/^(ok|client-error)$/);

function send(method: string, path: string, input: Record<string, unknown>) {
  if (method === 'GET') {
    const query = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
    return t.app.inject({ method: 'GET', url: `${API}/${path}`, query, headers: { cookie: session.cookie ?? '' } });
  }
  return post(t.app, session, path, input);
}

describe('fuzz-ish input on every route', () => {
  it('answers 4xx with the envelope for missing, wrong-typed and oversized fields, and changes nothing', async () => {
    const before = await snapshot();
    for (const route of ROUTES) {
      const empty = await send(route.method, route.path, {});
      expect({ route: route.path, input: '{}', outcome: outcome(empty) }).toEqual({ route: route.path, input: '{}', outcome: acceptable });
      for (const value of BAD_VALUES) {
        const label = JSON.stringify(value).slice(0, 40);
        const response = await send(route.method, route.path, Object.fromEntries(FIELDS.map((field) => [field, value])));
        expect({ route: route.path, input: label, outcome: outcome(response) }).toEqual({ route: route.path, input: label, outcome: acceptable });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers malformed JSON, wrong content types and oversized bodies without a 500', async () => {
    const cookie = session.cookie ?? '';
    const bodies = [
      { payload: '{"enrollment_id":', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: 'first_name=Casey', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'text/xml' },
      { payload: JSON.stringify({ enrollment_id: DEMO0001.id, first_name: 'x'.repeat(70 * 1024) }), type: 'application/json' },
    ];
    for (const route of ROUTES.filter((candidate) => candidate.method === 'POST')) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method: 'POST', url: `${API}/${route.path}`, payload: body.payload, headers: { 'content-type': body.type, cookie },
        });
        const label = `${route.path} ${body.type} ${body.payload.slice(0, 20)}`;
        expect({ label, outcome: outcome(response) }).toEqual({ label, outcome: 'client-error' });
      }
    }
    const big = await post(t.app, session, 'save-personal-info', { enrollment_id: DEMO0001.id, first_name: 'x'.repeat(70 * 1024) });
    expect(big.statusCode).toBe(413);
  });
});

describe('URLs the router cannot take', () => {
  it('answers a bad percent-encoding and an over-long path id with the error envelope', async () => {
    for (const url of [`${API}/direct-continue/%E0%A4%A`, `${API}/direct-continue/${'a'.repeat(300)}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      const label = url.slice(0, 50);
      expect({ label, outcome: outcome(response) }).toEqual({ label, outcome: 'client-error' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });
});

describe('save-screenshot', () => {
  const shot = (image: string, name = 'primary_info') => post(t.app, session, 'save-screenshot', { enrollment_id: DEMO0001.id, name, image });
  const rows = () => t.db.selectFrom('screenshots').select(['name', 'image']).where('enrollment_id', '=', DEMO0001.id).orderBy('name').execute();

  it('stores a PNG far above the 64 kB limit of other routes, the latest per tab', async () => {
    const large = noisePng(440, 440);
    expect((await shot(TINY_PNG)).statusCode).toBe(200);
    expect((await shot(dataUrl(large))).statusCode).toBe(200);
    // This tab's rows only: another test files one image under every tab.
    const stored = (await rows()).filter((row) => row.name === 'primary_info');
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0].image).equals(large)).toBe(true);
    expect(stored[0].image.length).toBeGreaterThan(700 * 1024);
  });

  it('refuses a file that only starts like a PNG (cut short, trailing bytes, a wrong CRC, absurd dimensions) and stores nothing', async () => {
    const real = pngBytes(64, 48, (x, y) => (x ^ y) % 5 === 0);
    const name = 'primary_health_info';
    const before = await rows();
    const wrongCrc = Buffer.from(real);
    wrongCrc[wrongCrc.length - 20] ^= 0xff;
    const huge = Buffer.from(real);
    huge.writeUInt32BE(100_000, SIGNATURE.length + 8);
    const refused = [
      SIGNATURE, Buffer.concat([SIGNATURE, Buffer.from('<script>alert(1)</script> and anything else one likes')]), real.subarray(0, real.length - 12),
      Buffer.concat([real, Buffer.from('trailing bytes')]), wrongCrc, huge, pngFile(chunk('IHDR', ihdr(20_000, 20_000)), real.subarray(SIGNATURE.length + 25)),
    ];
    for (const [index, bytes] of refused.entries()) {
      const response = await shot(dataUrl(bytes), name);
      expect({ index, status: response.statusCode }).toEqual({ index, status: 422 });
      expect(fieldErrors(response)).toEqual([{ target_element: 'image', error_message: MESSAGES.imageInvalid }]);
    }
    expect(await rows()).toEqual(before);
    expect((await shot(dataUrl(real), name)).statusCode).toBe(200);
    const stored = (await rows()).find((row) => row.name === name);
    expect(Buffer.from(stored!.image).equals(real)).toBe(true);
  });

  it('takes the wizard tab names the client sends, one row per tab', async () => {
    for (const tab of WIZARD_TABS) expect((await shot(TINY_PNG, tab.tab_name)).statusCode).toBe(200);
    expect((await shot(TINY_PNG, 'contact_info')).statusCode).toBe(200);
    expect((await rows()).map((row) => row.name)).toEqual(WIZARD_TABS.map((tab) => tab.tab_name).sort());
  });

  it('refuses what is not a PNG data URL, names that are not wizard tabs (or cart_info), and anything over 2 MiB', async () => {
    const before = await rows();
    for (const image of ['data:image/jpeg;base64,AAAA', 'data:image/png;base64,!!!!', `data:image/png;base64,${btoa('GIF89a not a png')}`, 'hello']) {
      const response = await shot(image);
      expect({ image, status: response.statusCode }).toEqual({ image, status: 422 });
    }
    for (const name of ['../etc', 'anything', 'benificiary_info', 'CART_INFO', 'PRIMARY_INFO', `x${Date.now()}`]) {
      const response = await shot(TINY_PNG, name);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 422 });
      // A name shaped like a new tab's id is refused as a tab this enrollment does not see.
      const message = CUSTOM_TAB_NAME.test(name) ? MESSAGES.tabUnavailable : MESSAGES.choice;
      expect(fieldErrors(response)).toEqual([{ target_element: 'name', error_message: message }]);
    }
    const header = TINY_PNG.replace(/=+$/, '');
    const justOver = header + 'A'.repeat(MAX_SCREENSHOT_CHARS - header.length + 4);
    expect((await shot(justOver)).statusCode).toBe(422);
    expect((await shot(`data:image/png;base64,${'A'.repeat(MAX_SCREENSHOT_CHARS + 8192)}`)).statusCode).toBe(413);
    expect((await shot(`data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}`)).statusCode).toBe(413);
    expect(await rows()).toEqual(before);
  });

  it('caps a screenshot at 2 MiB of data URL', () => {
    expect(MAX_SCREENSHOT_CHARS).toBe(2 * 1024 * 1024);
  });
});
