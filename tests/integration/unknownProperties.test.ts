/**
 * Issue 13 finding 8: Fastify's ajv used to drop, silently, a property that a schema with
 * `additionalProperties: false` does not list, and the request went through without it. Such a
 * property is now refused with 422 at its dotted path (MESSAGES.fieldUnknown), in a body or a
 * query string alike, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { allNoHealthInfo } from '../../schemas/demo/healthQuestions';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d1: Session;
beforeAll(async () => {
  t = await createTestApp();
  d1 = await resume(t.app, DEMO0001.code, DEMO0001.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id]);

const unknownAt = (target: string) => [{ target_element: target, error_message: MESSAGES.fieldUnknown }];
const enrollment = () => t.db.selectFrom('enrollments').selectAll().where('id', '=', DEMO0001.id).executeTakeFirstOrThrow();
const cartCount = async () => dataOf<{ result: number }>(await get(t.app, d1, 'get-cart-count', { enrollment_id: DEMO0001.id })).result;

describe('a property the schema does not list', () => {
  it('is refused at its dotted path in a body, at any depth, and nothing is written', async () => {
    const before = await enrollment();
    const health = allNoHealthInfo() as { condition_questions: Record<string, unknown>[] };
    const cases = [
      { body: { enrollment_id: DEMO0001.id, ...health, health_track: false }, target: 'health_track' },
      {
        body: { enrollment_id: DEMO0001.id, ...health, condition_questions: [{ ...health.condition_questions[0], layout: 'condition' }, ...health.condition_questions.slice(1)] },
        target: 'condition_questions.0.layout',
      },
    ];
    for (const { body, target } of cases) {
      const response = await post(t.app, d1, 'save-primary-health-info', body);
      expect({ target, status: response.statusCode, errors: fieldErrors(response) }).toEqual({ target, status: 422, errors: unknownAt(target) });
    }
    expect(await enrollment()).toEqual(before);
    // The same body without them is taken.
    expect(dataOf(await post(t.app, d1, 'save-primary-health-info', { enrollment_id: DEMO0001.id, ...health }))).toEqual({ saved_tab: 'health_info' });
  });

  it('is refused in a query string the schema closes, and the line stays in the cart', async () => {
    const line = { enrollment_id: DEMO0001.id, plan_id: '401', plan_pricing_id: '4011' };
    const response = await get(t.app, d1, 'remove-plan-from-cart', { ...line, force: '1' });
    expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({ status: 422, errors: unknownAt('force') });
    expect(await cartCount()).toBe(2);
  });

  it('is refused before a sign-in is tried', async () => {
    const response = await post(t.app, { cookie: undefined }, 'portal-sign-in', { email: 'sam.noland@example.com', password: 'wrong', role: 'agent' });
    expect({ status: response.statusCode, errors: fieldErrors(response) }).toEqual({ status: 422, errors: unknownAt('role') });
  });
});
