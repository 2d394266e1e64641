/**
 * The e2e test factory (/dev/test-factory/enrollments, docs/security.md): off unless TEST_FACTORY=1,
 * refused with NODE_ENV=production, answered only to a browser on this machine; it makes a copy of
 * a demo enrollment that resumes with its own code and e-mail and leaves the demo row as seeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0002, DEMO0004 } from '../../schemas/demo/enrollments';
import { readConfig } from '../../server/config';
import { listContentTexts } from '../../server/db/queries/contentTexts';
import { dataOf, get, resume } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

const URL = '/dev/test-factory/enrollments';
const LOCAL = { host: '127.0.0.1:8080', 'content-type': 'application/json' };

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  on = await createTestApp({ config: { testFactory: true } });
  off = await createTestApp();
});
afterAll(async () => {
  await on.close();
  await off.close();
});

const make = (t: TestApp, payload: object, headers: Record<string, string> = LOCAL, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: URL, payload, headers, remoteAddress });

describe('test factory: who may have it', () => {
  it('is off unless TEST_FACTORY=1, and NODE_ENV=production refuses to start with it', () => {
    expect(readConfig({}).testFactory).toBe(false);
    expect(readConfig({ TEST_FACTORY: '1' }).testFactory).toBe(true);
    expect(() => readConfig({ TEST_FACTORY: 'yes' })).toThrow(/TEST_FACTORY must be 0 or 1/);
    expect(() => readConfig({ TEST_FACTORY: '1', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) })).toThrow(/refused when NODE_ENV=production/);
  });

  it('does not exist without the flag', async () => {
    expect((await make(off, { like: 'DEMO0001' })).statusCode).toBe(404);
  });

  it('answers only a browser on this machine', async () => {
    expect((await make(on, { like: 'DEMO0001' }, LOCAL, '203.0.113.7')).statusCode).toBe(404);
    expect((await make(on, { like: 'DEMO0001' }, { ...LOCAL, 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await make(on, { like: 'DEMO0001' }, { ...LOCAL, host: 'evil.example' })).statusCode).toBe(404);
  });

  it('refuses what is not a demo enrollment or a cart of plan ids (422)', async () => {
    for (const payload of [{}, { like: 'DEMO9999' }, { like: 'DEMO0001', cart: ['301'] }, { like: 'DEMO0001', extra: 1 }]) {
      expect({ payload, status: (await make(on, payload)).statusCode }).toEqual({ payload, status: 422 });
    }
  });
});

describe('test factory: the copy', () => {
  it('resumes with its own code and e-mail where the demo was saved, with the demo\'s saved values; the demo row is untouched', async () => {
    const response = await make(on, { like: 'DEMO0004' });
    expect(response.statusCode).toBe(201);
    const made = response.json() as { enrollment_id: string; code: string; email: string; link_token: string };
    expect(made.enrollment_id).not.toBe(DEMO0004.id);
    expect(made.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(made.email).toBe(`morgan.lee.${made.code.toLowerCase()}@example.com`);
    const session = await resume(on.app, made.code, made.email);
    const contact = dataOf<{ result: Record<string, unknown> }>(await get(on.app, session, 'get-enrollment-temp-info', { enrollment_id: made.enrollment_id, column: 'contact_info' }));
    expect(contact.result).toMatchObject({ email_address: made.email, phone_number: DEMO0004.contact_info!.phone_number });
    // The demo itself still resumes with its own code.
    await resume(on.app, DEMO0004.code, DEMO0004.email);
  });

  it('takes the plans of the cart it is given, and two copies never share a code', async () => {
    const first = (await make(on, { like: 'DEMO0002', cart: [302] })).json() as { enrollment_id: string; code: string };
    const second = (await make(on, { like: 'DEMO0002' })).json() as { enrollment_id: string; code: string };
    expect(first.code).not.toBe(second.code);
    const plans = async (id: string) => (await on.db.selectFrom('cart_items').select('plan_id').where('enrollment_id', '=', id).orderBy('position').execute()).map((row) => row.plan_id);
    expect(await plans(first.enrollment_id)).toEqual([302]);
    expect(await plans(second.enrollment_id)).toEqual(DEMO0002.cart);
  });
});

describe('test factory: a content text of its own', () => {
  it('adds an English text no other row uses, which the studio lists without Spanish', async () => {
    const addText = (t: TestApp) => t.app.inject({ method: 'POST', url: '/dev/test-factory/content-texts', payload: {}, headers: LOCAL, remoteAddress: '127.0.0.1' });
    const response = await addText(on);
    expect(response.statusCode).toBe(201);
    const { text } = response.json() as { text: string };
    const [listed] = (await listContentTexts(on.db, { language: 'es', missingOnly: true, search: text, offset: 0 })).texts;
    expect(listed).toMatchObject({ source: text, translation: null, uses: 1, places: [{ table: 'lookups', column: 'name' }] });
    expect((await addText(off)).statusCode).toBe(404);
  });
});
