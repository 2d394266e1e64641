/**
 * The select-portal form on the server (issue 16 item 1; storefront.md sections 2 and 4 "Plan
 * detail entry"): get-form-fields-pricing/portal answers the portals (and a signed-in rep's groups)
 * this session may choose, from the session; add-filter-for-new-user and update-filter-portal
 * check a chosen portal with the same form and refuse one not offered at the field with 'Please
 * choose a platform', writing nothing. The member filters check the tier with the catalog's tier
 * form ('Please choose a tier' at tier).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingFieldErrors, type PortalChoices } from '../../adapters';
import type { FieldDefinition } from '../../schemas/catalog';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const anonymous: Session = { cookie: undefined };
/** A portal no rep sells and no group enrolls on: offered to nobody. */
const LONE_PORTAL = 13;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insertInto('portals').values({ id: LONE_PORTAL, name: 'Lone Portal', code: 'LONE' }).execute();
});
afterAll(async () => { await t.close(); });

async function signedIn(email: string): Promise<Session> {
  return { cookie: cookieOf(await post(t.app, anonymous, 'portal-sign-in', { email, password: DEMO_PORTAL_PASSWORD }, '10.7.0.1')) };
}

async function throughLanding(slug: string): Promise<Session> {
  return { cookie: cookieOf(await get(t.app, anonymous, 'validate-landing-page', { landing_page: slug })) };
}

/** The choices of the portal form's definitions: each field's offered values and labels. */
async function choicesOf(session: Session): Promise<Record<string, FieldDefinition['schema']>> {
  const { result } = dataOf<{ result: FieldDefinition[] }>(await get(t.app, session, 'get-form-fields-pricing/portal'));
  return Object.fromEntries(result.map((def) => [def.field_name, def.schema]));
}

const countEnrollments = async () => Number((await t.db.selectFrom('enrollments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const QUOTE = { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS' };

describe('get-form-fields-pricing/portal: the choices come from the session', () => {
  it("gives Jordan Avery, signed in, his portals and his groups", async () => {
    const jordan = await signedIn('jordan.avery@example.com');
    expect(await choicesOf(jordan)).toEqual({
      platform_group_id: { choices: [{ value: '11', label: 'Individual Direct' }, { value: '12', label: 'Group Benefits' }] },
      group_id: { choices: [{ value: '2001', label: 'Acme Manufacturing' }, { value: '2556', label: 'Harbor Logistics' }] },
    });
  });

  it("gives a visitor of Acme's landing Acme's portal and no group question", async () => {
    expect(await choicesOf(await throughLanding('acme'))).toEqual({ platform_group_id: { choices: [{ value: '12', label: 'Group Benefits' }] } });
  });

  it('offers a stranger nothing to pick', async () => {
    const choices = await choicesOf(anonymous);
    expect(Object.keys(choices)).toEqual(['platform_group_id']);
    expect(choices.platform_group_id?.choices).toEqual([]);
  });
});

describe('a chosen portal is checked with the same form', () => {
  it("add-filter-for-new-user refuses a portal the session was not offered at the field, writing nothing", async () => {
    const acme = await throughLanding('acme');
    const before = await countEnrollments();
    const response = await post(t.app, acme, 'add-filter-for-new-user', { ...QUOTE, platform_group_id: LONE_PORTAL });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'platform_group_id', error_message: MESSAGES.choosePlatform }]);
    const choices: PortalChoices = { portals: [{ value: '12', label: 'Group Benefits' }], groups: null };
    expect(fieldErrors(response)).toEqual(pricingFieldErrors('portal', { platform_group_id: LONE_PORTAL }, { portal: choices }));
    expect(await countEnrollments()).toBe(before);
    // Its own portal, and the default portal anyone quotes on, are taken.
    expect(dataOf<{ portal_id: number }>(await post(t.app, acme, 'add-filter-for-new-user', { ...QUOTE, platform_group_id: 12 })).portal_id).toBe(12);
    expect(dataOf<{ portal_id: number }>(await post(t.app, acme, 'add-filter-for-new-user', { ...QUOTE, platform_group_id: 11 })).portal_id).toBe(11);
  });

  it("refuses a signed-in rep's group that is not his at the field", async () => {
    const jordan = await signedIn('jordan.avery@example.com');
    const response = await post(t.app, jordan, 'add-filter-for-new-user', { ...QUOTE, platform_group_id: 12, group_id: 2002 });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toContainEqual({ target_element: 'group_id', error_message: MESSAGES.chooseGroup });
  });

  it('update-filter-portal refuses a portal not offered, and the enrollment keeps its own', async () => {
    const acme = await throughLanding('acme');
    const { temp_enrollment_id: id } = dataOf<{ temp_enrollment_id: string }>(await post(t.app, acme, 'add-filter-for-new-user', { ...QUOTE, platform_group_id: 12 }));
    const moved = await post(t.app, acme, 'update-filter-portal', { enrollment_id: id, group_id: null, platform_group_id: LONE_PORTAL });
    expect(moved.statusCode).toBe(422);
    expect(fieldErrors(moved)).toEqual([{ target_element: 'platform_group_id', error_message: MESSAGES.choosePlatform }]);
    expect(await t.db.selectFrom('enrollments').select('portal_id').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ portal_id: 12 });
  });
});

describe("the member filters check the tier with the catalog's tier form", () => {
  it.each([
    ['add-filter-for-member', 'morgan.lee@example.com', { user_id: 7001, open_type: 'user' }],
    ['add-filter-for-existing-user', 'jordan.avery@example.com', { user_id: 7004, eprocess: 'rep', agent_id: 1001, group_id: null, policy_id: 'POL-700400', open_type: null }],
  ])('%s: a missing or unknown tier is refused at tier, nothing written', async (path, email, body) => {
    const session = await signedIn(email);
    const before = await countEnrollments();
    for (const tier of [undefined, '', 'XX', 7]) {
      const response = await post(t.app, session, path, tier === undefined ? body : { ...body, tier });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'tier', error_message: MESSAGES.chooseTier }]);
      expect(fieldErrors(response)).toEqual(pricingFieldErrors('tier', { tier }));
    }
    expect(await countEnrollments()).toBe(before);
    expect((await post(t.app, session, path, { ...body, tier: 'IF' })).statusCode).toBe(200);
  });
});
