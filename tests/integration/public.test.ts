/** The routes without an enrollment: lookups, validators, branding, OpenAPI, ping, headers and logs. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ETHNIC_CATEGORIES, DEMO_OPTION_LISTS, DEMO_STATES } from '../../schemas/demo/lookups';
import { DEMO0001, DEMO0002 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { demoLinkToken } from '../../server/services/codes';
import { API, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { snapshotEnrollments } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let session: Session;
const logs: string[] = [];
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'bs-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(staticDir, 'assets', 'app-123.js'), 'console.log(1)');
  // The build's precompressed copy (vite.config.ts, precompress).
  writeFileSync(join(staticDir, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'));
  t = await createTestApp({ config: { logLevel: 'info', staticDir }, logStream: { write: (line) => { logs.push(line); } } });
  session = await resume(t.app, 'DEMO0001', 'demo@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const anonymous = { cookie: undefined };
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('lookups', () => {
  it('serves ethnic groups, states and every option list (to an English caller, in English and saying so)', async () => {
    const english = <T extends object>(items: readonly T[]) => items.map((item) => ({ ...item, content_lang: 'en' }));
    expect(dataOf(await get(t.app, anonymous, 'get-ethnic-category')).result).toEqual(english(DEMO_ETHNIC_CATEGORIES));
    expect(dataOf(await get(t.app, anonymous, 'get-states')).result).toEqual(english(DEMO_STATES));
    const paths: Record<string, keyof typeof DEMO_OPTION_LISTS> = {
      'get-average-work-week': 'average-work-week', 'get-employment-status': 'employment-status', 'get-compensation-types': 'compensation-types',
      'get-vacation-policy': 'vacation-policy', 'get-bargaining-unit': 'bargaining-unit', 'get-holiday-policy': 'holiday-policy',
    };
    for (const [path, list] of Object.entries(paths)) expect(dataOf(await get(t.app, anonymous, path)).result).toEqual(english(DEMO_OPTION_LISTS[list]));
    expect(DEMO_OPTION_LISTS['employment-status'].map((item) => item.value)).toEqual(['A', 'C', 'R']);
    expect(DEMO_OPTION_LISTS['compensation-types'].map((item) => item.value)).toEqual(['G10L20', 'MW', 'GMWL10', 'G20', 'Salary']);
    expect(dataOf(await get(t.app, session, 'get-holiday-policy', { enrollment_id: DEMO0001.id })).result).toHaveLength(6);
  });
});

describe('validators', () => {
  it('numverify accepts a NANP number and refuses others on `phone`', async () => {
    expect(dataOf(await get(t.app, anonymous, 'validate-phone-numverify', { phone: '5552010001' }))).toEqual({ valid: true });
    for (const phone of ['1552010001', '5551112222', '911555', 'abcdefghij']) {
      const response = await get(t.app, anonymous, 'validate-phone-numverify', { phone });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'phone', error_message: MESSAGES.phone }]);
    }
  });

  it('neverbounce accepts a deliverable address and refuses a bad or reserved one on `email`', async () => {
    expect(dataOf(await post(t.app, anonymous, 'validate-email-neverbounce', { email: 'someone@example.com' }))).toEqual({ valid: true });
    for (const email of ['someone@', 'someone@mail.invalid', 'someone@host.test']) {
      expect(fieldErrors(await post(t.app, anonymous, 'validate-email-neverbounce', { email }))).toEqual([{ target_element: 'email', error_message: MESSAGES.email }]);
    }
  });

  it("validate-member-email answers a member's e-mail exactly as anyone else's (it must not tell who is a member)", async () => {
    // An applicant's session, unrelated to member 7001 (morgan.lee@example.com).
    const answer = async (email: string) => {
      const response = await post(t.app, session, 'validate-member-email', { email });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const stranger = await answer('new.person@example.com');
    expect(stranger).toEqual({ status: 200, body: { status: 'success', data: { valid: true } } });
    for (const member of ['morgan.lee@example.com', 'Morgan.Lee@Example.com']) expect(await answer(member)).toEqual(stranger);
    expect(fieldErrors(await post(t.app, session, 'validate-member-email', { email: 'not-an-email' })).map((error) => error.target_element)).toEqual(['email']);
  });
});

describe('get-external-site-dynamic-information', () => {
  const settings = async (domain: string) => new Map(
    (dataOf<{ result: { key: string; value: string }[] }>(await get(t.app, anonymous, 'get-external-site-dynamic-information', { site_domain: domain })).result)
      .map((row) => [row.key, row.value]),
  );

  it("serves the default site's branding to unknown domains and Acme's to benefits.acme.test", async () => {
    const fallback = await settings(b64('127.0.0.1:8080'));
    const acme = await settings(b64('benefits.acme.test'));
    for (const key of ['site_name', 'primary_color', 'accent_color', 'logo_url']) {
      expect(fallback.get(key)).toBeTruthy();
      expect(acme.get(key)).toBeTruthy();
    }
    expect(fallback.get('site_name')).toBe('Benefit Store');
    expect(acme.get('site_name')).toBe('Acme Benefits');
    // The receipt's and review's pictures are the store's own, drawn in the site's colours (docs/pictures.md).
    expect(acme.get('review_tile_1')).toBeUndefined();
  });

  it('refuses input that is not base64 of a host name', async () => {
    for (const domain of ['%%%', 'not base64!', b64('<script>'), '']) {
      const response = await get(t.app, anonymous, 'get-external-site-dynamic-information', { site_domain: domain });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)[0].target_element).toBe('site_domain');
    }
  });
});

describe('server basics', () => {
  it('answers ping, documents every route in OpenAPI and sends the security headers', async () => {
    const ping = await get(t.app, anonymous, 'ping');
    expect(dataOf(ping)).toEqual({ pong: true });
    const csp = new Map(String(ping.headers['content-security-policy']).split(';').map((part) => {
      const [name, ...values] = part.trim().split(' ');
      return [name, values.join(' ')] as const;
    }));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('style-src')).not.toContain('unsafe-inline');
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    // Scripts only from our origin: never inline.
    expect(csp.get('script-src')).toMatch(/^'self'/);
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
    expect(ping.headers['x-content-type-options']).toBe('nosniff');
    expect(ping.headers['cache-control']).toBe('no-store');
    const doc = (await get(t.app, anonymous, 'openapi.json')).json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      'get-dynamic-tabs', 'check-tab-required', 'get-enrollment-temp-info', 'get-form-fields-personal-info', 'get-form-fields-contact-info',
      'get-form-fields-employer-info', 'save-personal-info', 'save-contact-info', 'save-employer-info', 'get-ethnic-category', 'get-states',
      'get-average-work-week', 'get-employment-status', 'get-compensation-types', 'get-vacation-policy', 'get-bargaining-unit',
      'get-holiday-policy', 'get-group-info', 'save-enroller-code', 'check-enroll-code', 'validate-member-email', 'validate-phone-numverify',
      'validate-email-neverbounce', 'save-enrollment', 'continue-enrollment', 'direct-continue/{id}', 'save-screenshot',
      'get-external-site-dynamic-information', 'ping',
    ].map((path) => `${API}/${path}`)));
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await get(t.app, anonymous, 'no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error' });
  });

  it('serves the built app: files, the shell for client routes, 404 for missing files and API paths', async () => {
    const page = (url: string) => t.app.inject({ method: 'GET', url });
    const shell = await page('/enrollment/personal-info');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<title>shell</title>');
    expect(shell.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await page('/assets/app-123.js')).body).toBe('console.log(1)');
    expect((await page('/assets/missing-1.js')).statusCode).toBe(404);
    // A browser that accepts brotli gets the build's compressed copy, as the same script.
    const compressed = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    for (const url of ['/api/v1/nope', '/dev/nope']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error' });
    }
  });

  it('keeps PII and secrets out of the logs', async () => {
    // The resumes below re-bind the demo enrollments away from `session`, which the other tests use.
    const restore = await snapshotEnrollments(t.db, [DEMO0001.id, DEMO0002.id]);
    const token = demoLinkToken('DEMO0002');
    try {
      await get(t.app, anonymous, 'validate-phone-numverify', { phone: '5559876543' });
      await post(t.app, session, 'save-personal-info', {
        enrollment_id: DEMO0001.id, first_name: 'Casey', last_name: 'Rivera', marital_status: '1', ssn: '111223333', height_feet: '5', height_inch: '7',
      });
      await post(t.app, anonymous, 'continue-enrollment', { code: 'DEMO0001', email: 'demo@example.com' });
      // A direct link opens the enrollment like the code does: neither the API's nor the SPA's path may be logged.
      await get(t.app, anonymous, `direct-continue/${DEMO0002.id}`, { t: token });
      await t.app.inject({ method: 'GET', url: `/direct-continue/${b64(DEMO0002.id)}/${b64('employer_info')}?t=${token}` });
    } finally {
      await restore();
    }
    const text = logs.join('\n');
    expect(text).toContain('/api/v1/save-personal-info');
    expect(text).toContain('/api/v1/direct-continue/');
    for (const secret of ['5559876543', '111223333', 'DEMO0001', 'demo@example.com', 'Rivera', 'bs_sid=', DEMO0002.id, b64(DEMO0002.id), token]) {
      expect(text).not.toContain(secret);
    }
  });
});
