/**
 * Input that passes a loose schema but crashes the database (issue 5): urn:uuid ids, NUL
 * characters, values the database refuses, and types Fastify used to coerce. Each gets a 422
 * at its field and changes nothing; none gets a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0003 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { API, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { BOUND_ROUTES } from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let demo: Session;
let harbor: Session;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => { logs.push(line); } } });
  demo = await resume(t.app, 'DEMO0001', 'demo@example.com');
  harbor = await resume(t.app, 'DEMO0003', 'harbor@example.com');
});
afterAll(async () => { await t.close(); });

const anonymous: Session = { cookie: undefined };
const snapshot = async () => ({
  enrollments: await t.db.selectFrom('enrollments').selectAll().orderBy('id').execute(),
  codes: await t.db.selectFrom('continue_codes').selectAll().orderBy('enrollment_id').execute(),
  outbox: await t.db.selectFrom('outbox').select('id').execute(),
});
const textAt = (target: string) => [{ target_element: target, error_message: MESSAGES.text }];

describe('enrollment ids', () => {
  const urn = `urn:uuid:${DEMO0001.id}`;

  it('refuses a urn:uuid: id on every bound route with 422 at enrollment_id', async () => {
    for (const route of BOUND_ROUTES) {
      const input = { ...route.input(urn) };
      const response = route.method === 'GET'
        ? await get(t.app, demo, route.path, Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])))
        : await post(t.app, demo, route.path, input);
      expect({ path: route.path, status: response.statusCode }).toEqual({ path: route.path, status: 422 });
      expect(fieldErrors(response)).toContainEqual({ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentIdInvalid });
    }
  });

  it('refuses a urn:uuid: id on direct-continue, without a session too', async () => {
    const response = await get(t.app, anonymous, `direct-continue/${urn}`, {}, '10.60.0.1');
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'id', error_message: MESSAGES.enrollmentIdInvalid }]);
  });

  it('accepts an id in capitals', async () => {
    expect((await get(t.app, demo, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id.toUpperCase() })).statusCode).toBe(200);
  });
});

describe('NUL characters', () => {
  it('are refused in any string of body, query or params with 422 at the dotted path, and nothing changes', async () => {
    const before = await snapshot();
    const cases = [
      { response: await post(t.app, harbor, 'save-enroller-code', { enrollment_id: DEMO0003.id, enrollerCode: 'ENR\u00001001' }), target: 'enrollerCode' },
      { response: await post(t.app, demo, 'save-personal-info', { enrollment_id: DEMO0001.id, first_name: 'Ca\u0000sey' }), target: 'first_name' },
      {
        response: await post(t.app, demo, 'save-enrollment', {
          enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'benificiary_info', data: { beneficiaries: [{ first_name: 'A' }, { first_name: 'B\u0000' }] },
        }),
        target: 'data.beneficiaries.1.first_name',
      },
      { response: await post(t.app, demo, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'c@example.com', tab: 'primary_info', data: { 'first\u0000': 'x' } }), target: 'data' },
      { response: await post(t.app, anonymous, 'continue-enrollment', { code: 'DEMO\u00000001', email: 'demo@example.com' }, '10.61.0.1'), target: 'code' },
      { response: await get(t.app, anonymous, 'validate-phone-numverify', { phone: '555201\u00000001' }), target: 'phone' },
      { response: await get(t.app, anonymous, 'get-external-site-dynamic-information', { site_domain: 'YQ\u0000==' }), target: 'site_domain' },
      { response: await get(t.app, demo, 'get-enrollment-temp-info', { enrollment_id: DEMO0001.id, column: 'primary_info\u0000' }), target: 'column' },
      { response: await t.app.inject({ method: 'GET', url: `${API}/direct-continue/abc%00def` }), target: 'id' },
    ];
    for (const { response, target } of cases) {
      expect({ target, status: response.statusCode }).toEqual({ target, status: 422 });
      expect(fieldErrors(response)).toEqual(textAt(target));
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('values the database refuses', () => {
  it('answer 422 at general instead of 500, write nothing and log no value', async () => {
    // Portal 11 defines a field the catalog does not know: the server stores its text as sent.
    await t.db.insertInto('form_fields').values({
      scope: 'portal', scope_id: 11, tab: 'contact_info', field_name: 'nickname', position: 99, required: false, read_only: false, schema_hint: null,
    }).execute();
    try {
      const before = await snapshot();
      // A lone surrogate is valid JSON for JavaScript, but not for PostgreSQL's jsonb (SQLSTATE 22P02).
      const response = await post(t.app, demo, 'save-enrollment', {
        enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'contact_info', data: { nickname: 'Sur\ud800rogate' },
      });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual(textAt('general'));
      expect(await snapshot()).toEqual(before);
      expect(logs.join('\n')).not.toMatch(/Sur.{0,8}rogate|casey@example\.com/);
    } finally {
      await t.db.deleteFrom('form_fields').where('scope', '=', 'portal').where('scope_id', '=', 11).where('field_name', '=', 'nickname').execute();
    }
  });
});

describe('no type coercion', () => {
  it('refuses a boolean, a number or an array where a string belongs, and changes nothing', async () => {
    const before = await snapshot();
    for (const value of [true, 12, ['Casey']]) {
      const response = await post(t.app, demo, 'save-personal-info', { enrollment_id: DEMO0001.id, first_name: value, last_name: 'Rivera' });
      expect({ value, status: response.statusCode }).toEqual({ value, status: 422 });
      expect(fieldErrors(response).map((error) => error.target_element)).toEqual(['first_name']);
    }
    const code = await post(t.app, anonymous, 'continue-enrollment', { code: 12345678, email: 'demo@example.com' }, '10.62.0.1');
    expect(code.statusCode).toBe(422);
    expect(fieldErrors(code)).toEqual([{ target_element: 'code', error_message: MESSAGES.continueFailed }]);
    const flag = await post(t.app, demo, 'save-enrollment', {
      enrollment_id: DEMO0001.id, email: 'casey@example.com', tab: 'contact_info', data: { with_validation: '1' },
    });
    expect(flag.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps every querystring route working with its string parameters', async () => {
    const id = DEMO0001.id;
    const queries: [string, Record<string, string>][] = [
      ['get-dynamic-tabs', { enrollment_id: id }], ['check-tab-required', { enrollment_id: id, tab_name: 'primary_health_info' }],
      ['get-enrollment-temp-info', { enrollment_id: id, column: 'group_id' }], ['get-form-fields-personal-info', { enrollment_id: id }],
      ['get-form-fields-contact-info', { enrollment_id: id }], ['get-form-fields-employer-info', { enrollment_id: id }],
      ['get-vacation-policy', { enrollment_id: id }], ['get-bargaining-unit', {}], ['get-holiday-policy', { enrollment_id: id }],
      ['get-group-info', { enrollment_id: id }], ['check-enroll-code', { enrollment_id: id }], ['validate-phone-numverify', { phone: '5552010001' }],
      ['get-external-site-dynamic-information', { site_domain: Buffer.from('benefits.acme.test').toString('base64') }],
    ];
    for (const [path, query] of queries) {
      const response = await get(t.app, demo, path, query);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    }
    expect(dataOf(await get(t.app, demo, 'get-enrollment-temp-info', { enrollment_id: id, column: 'group_id' }))).toEqual({ result: null });
  });

  it('refuses a repeated query parameter instead of picking one', async () => {
    const response = await t.app.inject({
      method: 'GET', url: `${API}/get-dynamic-tabs?enrollment_id=${DEMO0001.id}&enrollment_id=${DEMO0003.id}`, headers: { cookie: demo.cookie! },
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)[0].target_element).toBe('enrollment_id');
  });
});
