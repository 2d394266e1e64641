/**
 * The storefront's cart routes through the app (issue 8 points 6 and 7): the header's count and
 * amount, computed from the cart's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0006 } from '../../schemas/demo/enrollments';
import { dataOf, get, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d1: Session;
let d6: Session;
beforeAll(async () => {
  t = await createTestApp();
  d1 = await resume(t.app, DEMO0001.code, DEMO0001.email);
  d6 = await resume(t.app, DEMO0006.code, DEMO0006.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0006.id]);

describe('get-cart-count and get-cart-amount', () => {
  it("answer how many plans the cart holds and what they cost a month", async () => {
    expect(dataOf(await get(t.app, d1, 'get-cart-count', { enrollment_id: DEMO0001.id }))).toEqual({ result: 2 });
    expect(dataOf(await get(t.app, d1, 'get-cart-amount', { enrollment_id: DEMO0001.id }))).toEqual({ result: '450.70' });
  });

  it('answer 0 and 0.00 for an empty cart', async () => {
    await t.db.deleteFrom('cart_items').where('enrollment_id', '=', DEMO0006.id).execute();
    expect(dataOf(await get(t.app, d6, 'get-cart-count', { enrollment_id: DEMO0006.id }))).toEqual({ result: 0 });
    expect(dataOf(await get(t.app, d6, 'get-cart-amount', { enrollment_id: DEMO0006.id }))).toEqual({ result: '0.00' });
  });

  it("refuse another session's enrollment", async () => {
    expect((await get(t.app, d6, 'get-cart-count', { enrollment_id: DEMO0001.id })).statusCode).toBe(403);
  });
});
