/**
 * The Home page's data and the recommendation calls (issue 8 points 1 and 3) on the demo
 * catalog: featured plans and the category grid for anyone and for a group's visitor; the
 * popularity, filter and association rankings from the demo carts and members' policies;
 * plan-details with 'Starting From' prices; decrypt-detail; 422 at the field for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CATEGORY_NAMES, PLAN_CATEGORY_ORDER } from '../../schemas/api/menu';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, get, messageAt, post } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const anon = { cookie: undefined };
const ids = (plans: Array<{ plan_id: number }>) => plans.map((plan) => plan.plan_id);
const recs = async (kind: string, query: Record<string, string> = {}) => dataOf<{ recs: number[] }>(await get(t.app, anon, `recommendation/${kind}`, query)).recs;
/** Plans only a group sees (Acme 302, 402; Harbor 303), the membership, and the portal-12-only supplemental. */
const NOT_PUBLIC = [302, 303, 402, 901, 1202];

describe('home data', () => {
  it('lists the featured plans for anyone, with what a card shows', async () => {
    const plans = dataOf<Array<{ plan_id: number; plan_name: string; plan_logo: string; plan_short_text: string; plan_category: string }>>(await get(t.app, anon, 'get-featured-plans'));
    expect(ids(plans)).toEqual([301, 310, 401, 501, 1801]);
    expect(plans[0]).toMatchObject({
      plan_name: 'Prairie Medical Essentials', plan_category: 'medical', plan_type: 'standard', plan_logo: '/pictures/carriers/prairie-health.svg', carrier: 'Prairie Health',
    });
    expect(plans[0].plan_short_text).not.toBe('');
  });

  it('answers the category grid in the listing order, each tile linking to its plans', async () => {
    const tiles = dataOf<Array<{ code: string; image: string; plan: { name: string }; link: string }>>(await get(t.app, anon, 'get-homepage-plan', { portal_id: '11' }));
    expect(tiles.map((tile) => tile.code)).toEqual(PLAN_CATEGORY_ORDER);
    expect(tiles[1]).toMatchObject({ code: 'medical', plan: { name: MENU_CATEGORY_NAMES.medical }, link: '/plans?type=medical' });
    // No picture of its own in the demo: the storefront draws the category (docs/pictures.md).
    expect(tiles[1].image).toBe('');
  });

  it('refuses a malformed id at its field', async () => {
    expect(messageAt(await get(t.app, anon, 'get-featured-plans', { group_id: 'x' }), 'group_id')).toBe(MESSAGES.storefrontIdInvalid);
  });
});

describe('recommendations', () => {
  it('ranks by purchases: the public plans for anyone, the group plans first for the group', async () => {
    const anyone = await recs('popularity');
    expect(anyone.slice(0, 3)).toEqual([401, 501, 301]);
    expect(anyone.some((id) => NOT_PUBLIC.includes(id))).toBe(false);
    expect(anyone.length).toBeLessThanOrEqual(10);
    expect((await recs('popularity', { groupID: '2001', platformID: '12' }))[0]).toBe(302);
    expect(await recs('popularity', { planID: '401' })).not.toContain(401);
  });

  it('keeps the plans that price for the state, tier and age', async () => {
    const newYork = await recs('filter', { state: 'NY', tier: 'IS', age: '38', gender: '1' });
    // 301 and 1201 are not sold in NY; term life only for IO; the premier plan not at IS.
    expect(newYork.some((id) => [301, 1201, 1501, 1502, 310].includes(id))).toBe(false);
    // Plans that only wait for answers (health questions, tobacco) still suit.
    expect(newYork).toEqual(expect.arrayContaining([401, 501, 305, 1701]));
    const senior = await recs('filter', { state: 'IL', tier: 'IO', age: '70' });
    expect(senior).toContain(1502);
    expect(senior).not.toContain(1101); // limited medical prices up to 64
  });

  it('finds the plans bought together with a plan', async () => {
    // 401 shares DEMO0001's cart with 301 and members 7001 (501) and 7005 (304).
    expect(await recs('association', { planID: '401' })).toEqual([301, 304, 501]);
    expect(await recs('association')).toEqual([]);
  });

  it('describes the listed plans in order with their lowest monthly price, skipping ones the visitor may not see', async () => {
    const plans = dataOf<Array<{ plan_id: number; plan_price: string | null }>>(await get(t.app, anon, 'recommendation/plan-details', { plan_list: '401,301,302' }));
    expect(ids(plans)).toEqual([401, 301]);
    expect(plans[0].plan_price).toMatch(/^[0-9]+\.[0-9]{2}$/);
    expect(messageAt(await get(t.app, anon, 'recommendation/plan-details', { plan_list: '4,x' }), 'plan_list')).toBe(MESSAGES.storefrontIdInvalid);
  });

  it('decodes the ids of a recommendation link', async () => {
    const decoded = dataOf(await post(t.app, anon, 'decrypt-detail', { planId: btoa('401'), agentId: btoa('1001'), groupId: null }));
    expect(decoded).toEqual([{ portalId: null, planId: 401, userID: null, agentId: 1001, groupId: null }]);
    const bad = await post(t.app, anon, 'decrypt-detail', { planId: '%%' });
    expect(bad.statusCode).toBe(422);
    expect(messageAt(bad, 'planId')).toBe(MESSAGES.storefrontIdInvalid);
  });
});
