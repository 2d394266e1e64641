/**
 * Issue 13 finding 1: a deeply nested body froze the server (the NUL scan copied its path at every
 * level, so 32,000 nested arrays kept the event loop busy for seconds). A body nested past
 * MAX_JSON_DEPTH is now refused with 422 at `body` by one linear scan of its text, before any
 * other work, while other requests are answered; the deepest bodies the app sends still pass.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { allNoHealthInfo } from '../../schemas/demo/healthQuestions';
import { MESSAGES } from '../../schemas/messages';
import { MAX_JSON_DEPTH } from '../../server/plugins/jsonBody';
import { API, dataOf, fieldErrors, post, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d1: Session;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => { logs.push(line); } } });
  d1 = await resume(t.app, DEMO0001.code, DEMO0001.email);
});
afterAll(async () => { await t.close(); });

const DEPTH_REFUSED = 'request body nested too deeply: refused';
const depthRefusals = () => logs.filter((line) => line.includes(DEPTH_REFUSED)).length;
const refusedAtBody = [{ target_element: 'body', error_message: MESSAGES.text }];
/** `levels` arrays inside one another around `inner`. */
const nested = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
const code = async () => (await t.db.selectFrom('continue_codes').select('code_hash').where('enrollment_id', '=', DEMO0001.id).executeTakeFirst())?.code_hash;
const outbox = async () => (await t.db.selectFrom('outbox').select('id').execute()).length;

describe('a deeply nested body', () => {
  it("is refused at once with 422 at body (the issue's 64 kB of nested arrays, no sign-in) while another request is answered", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = typeof address === 'string' ? address : `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const before = depthRefusals();
    const [deep, ping] = await Promise.all([
      fetch(`${origin}${API}/continue-enrollment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested(32000) }),
      fetch(`${origin}${API}/ping`),
    ]);
    expect({ status: deep.status, body: await deep.json() }).toEqual({ status: 422, body: { status: 'error', data: refusedAtBody } });
    expect({ status: ping.status, body: await ping.json() }).toEqual({ status: 200, body: { status: 'success', data: { pong: true } } });
    // Refused by the depth rule itself (before the NUL scan and the schema ever see the body).
    expect(depthRefusals()).toBe(before + 1);
  });

  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more, saving nothing`, async () => {
    const later = (levels: number) => t.app.inject({
      method: 'POST', url: `${API}/save-enrollment`,
      headers: { 'content-type': 'application/json', cookie: d1.cookie! },
      // body and data are 2 levels; review_info's draft keeps additional_notes and ignores the rest.
      payload: `{"enrollment_id":"${DEMO0001.id}","email":"demo@example.com","tab":"review_info","data":{"pad":${nested(levels - 2, '"[{\\"]}"')}}}`,
    });
    const [codeBefore, mailsBefore] = [await code(), await outbox()];
    const refused = await later(MAX_JSON_DEPTH + 1);
    expect({ status: refused.statusCode, errors: fieldErrors(refused) }).toEqual({ status: 422, errors: refusedAtBody });
    expect([await code(), await outbox()]).toEqual([codeBefore, mailsBefore]);
    // Brackets inside a string do not count.
    expect(dataOf(await later(MAX_JSON_DEPTH))).toEqual({ message: MESSAGES.saveLaterSaved });
  });

  it('still refuses prototype poisoning and malformed JSON the same way', async () => {
    for (const payload of ['{"__proto__":{"admin":true},"code":"DEMO0001","email":"demo@example.com"}', '{"code":', `{"code":"x"}${'}'.repeat(40)}`]) {
      const response = await t.app.inject({ method: 'POST', url: `${API}/continue-enrollment`, headers: { 'content-type': 'application/json' }, payload });
      expect({ payload, status: response.statusCode, errors: fieldErrors(response) }).toEqual({ payload, status: 422, errors: refusedAtBody });
    }
  });
});

describe('the deepest bodies the app sends', () => {
  it('are taken: health answers (condition_questions.N.conditions.M) and a dependent with health answers in a draft (9 levels)', async () => {
    const health = allNoHealthInfo() as { condition_questions: Record<string, unknown>[] };
    health.condition_questions[0] = {
      ...health.condition_questions[0], yes_no_flag: 1,
      conditions: [{ health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '01/15/2026' }],
    };
    expect(dataOf(await post(t.app, d1, 'save-primary-health-info', { enrollment_id: DEMO0001.id, ...health }))).toEqual({ saved_tab: 'health_info' });
    const dependents = [{ primary_info: { first_name: 'Robin' }, health_info: { condition_questions: health.condition_questions } }];
    const draft = await post(t.app, d1, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'demo@example.com', tab: 'dependent_info', data: { dependents } });
    expect(dataOf(draft)).toEqual({ message: MESSAGES.saveLaterSaved });
  });
});
