/**
 * The plans listing's routes through the app (issue 8 point 4): get-filtered-plans groups the
 * visitor's plans in section 2's category order, never lists the membership, lists a group-only
 * plan only to its group's visitors; get-menu-filtered-plans for a visitor without a quote;
 * get-left-side-filter-fields; get-plan-category; bad input 422 and the bound-route guards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002 } from '../../schemas/demo/enrollments';
import { get, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

interface Group { category: string; category_name: string; plans: { plan_id: number; plan_type: string; plan_category: string }[] }

let t: TestApp;
let applicant: Session;
let employee: Session;
/** The demo's group-only medical plans: 302 for Acme Manufacturing (2001), 303 for Harbor Logistics (2556). */
const ACME_PLAN = 302;
const HARBOR_PLAN = 303;

beforeAll(async () => {
  t = await createTestApp();
  applicant = await resume(t.app, DEMO0001.code, DEMO0001.email);
  employee = await resume(t.app, DEMO0002.code, DEMO0002.email);
});
afterAll(async () => { await t.close(); });

const groupsOf = (response: { json: () => unknown }) => (response.json() as { data: { result: Group[] } }).data.result;
const idsIn = (groups: Group[], category: string) => groups.find((group) => group.category === category)?.plans.map((plan) => plan.plan_id) ?? [];

describe('get-filtered-plans', () => {
  it('groups every category in the spec order with the menu names, never the membership', async () => {
    const response = await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id });
    expect(response.statusCode).toBe(200);
    const groups = groupsOf(response);
    expect(groups.map((group) => group.category)).toEqual([
      'limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx', 'lifestyle', 'term_life', 'di', 'critical', 'accident', 'hospital', 'pet',
    ]);
    expect(groups.find((group) => group.category === 'dental')?.category_name).toBe('Dental Plans');
    expect(groups.flatMap((group) => group.plans.map((plan) => plan.plan_id))).not.toContain(901);
    expect(idsIn(groups, 'medical')).toEqual(expect.arrayContaining([301, 305, 310]));
    expect(groups.find((group) => group.category === 'medical')?.plans.find((plan) => plan.plan_id === 310)?.plan_type).toBe('MM');
  });

  it('lists only the categories asked for, in the spec order', async () => {
    const groups = groupsOf(await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id, categories: 'vision,dental' }));
    expect(groups.map((group) => group.category)).toEqual(['dental', 'vision']);
    expect(idsIn(groups, 'vision')).toContain(501);
  });

  it('lists a group-only plan to its group visitors only', async () => {
    const query = { categories: 'medical' };
    const acme = idsIn(groupsOf(await get(t.app, employee, 'get-filtered-plans', { ...query, enrollment_id: DEMO0002.id })), 'medical');
    expect(acme).toContain(ACME_PLAN);
    expect(acme).not.toContain(HARBOR_PLAN);
    const everyone = idsIn(groupsOf(await get(t.app, applicant, 'get-filtered-plans', { ...query, enrollment_id: DEMO0001.id })), 'medical');
    expect(everyone).toEqual(expect.arrayContaining([301, 304, 305, 310]));
    expect(everyone).not.toContain(ACME_PLAN);
    expect(everyone).not.toContain(HARBOR_PLAN);
  });

  it('answers no group for a code that is no listing category', async () => {
    const groups = groupsOf(await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id, categories: 'nothing_here' }));
    expect(groups).toEqual([]);
  });

  it('shows the plan card fields of the catalog', async () => {
    const groups = groupsOf(await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id, categories: 'vision' }));
    expect(groups[0].plans[0]).toMatchObject({ plan_id: 501, plan_name: 'ClearView Vision', plan_category: 'vision', plan_logo: '/pictures/carriers/clearview.svg', carrier: 'ClearView' });
  });

  it('refuses a malformed category list (422) and other sessions (401/403)', async () => {
    expect((await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id, categories: 'dental;drop' })).statusCode).toBe(422);
    expect((await get(t.app, employee, 'get-filtered-plans', { enrollment_id: DEMO0001.id })).statusCode).toBe(403);
    expect((await get(t.app, { cookie: undefined }, 'get-filtered-plans', { enrollment_id: DEMO0001.id })).statusCode).toBe(401);
  });
});

describe('get-menu-filtered-plans', () => {
  it('lists one category for a visitor without a quote, the group-only plan only with its group', async () => {
    const anonymous = { cookie: undefined };
    const everyone = groupsOf(await get(t.app, anonymous, 'get-menu-filtered-plans', { category: 'medical' }));
    expect(everyone.map((group) => group.category)).toEqual(['medical']);
    expect(idsIn(everyone, 'medical')).toContain(301);
    expect(idsIn(everyone, 'medical')).not.toContain(ACME_PLAN);
    const acme = groupsOf(await get(t.app, anonymous, 'get-menu-filtered-plans', { category: 'medical', group_id: '2001', eprocess: 'group' }));
    expect(idsIn(acme, 'medical')).toContain(ACME_PLAN);
    expect(idsIn(acme, 'medical')).not.toContain(HARBOR_PLAN);
  });

  it('lists every category when none is named, and refuses a malformed one (422)', async () => {
    const anonymous = { cookie: undefined };
    expect(groupsOf(await get(t.app, anonymous, 'get-menu-filtered-plans', {}))).toHaveLength(13);
    expect((await get(t.app, anonymous, 'get-menu-filtered-plans', { category: 'Dental Plans' })).statusCode).toBe(422);
  });
});

describe('get-left-side-filter-fields and get-plan-category', () => {
  it('answers the categories holding a plan for the visitor, in order', async () => {
    const response = await get(t.app, applicant, 'get-left-side-filter-fields', { enrollment_id: DEMO0001.id });
    const { categories } = (response.json() as { data: { result: { categories: { code: string; name: string }[] } } }).data.result;
    expect(categories[0]).toEqual({ code: 'limitedmed', name: 'Limited Med Plans' });
    expect(categories.map((category) => category.code)).toContain('term_life');
  });

  it('answers the premier categories', async () => {
    const response = await get(t.app, { cookie: undefined }, 'get-plan-category');
    expect(response.json()).toEqual({
      status: 'success', data: [
        { code: 'individual', name: 'Individual', content_lang: 'en' }, { code: 'family', name: 'Family', content_lang: 'en' },
        { code: 'senior', name: 'Senior', content_lang: 'en' },
      ],
    });
  });
});

describe('get-more-requirement', () => {
  it('answers whether a plan is the premier (MM) one, without an enrollment', async () => {
    const anonymous = { cookie: undefined };
    expect((await get(t.app, anonymous, 'get-more-requirement', { plan_id: '310' })).json()).toEqual({ status: 'success', data: { result: true } });
    expect((await get(t.app, anonymous, 'get-more-requirement', { plan_id: '301' })).json()).toEqual({ status: 'success', data: { result: false } });
    expect((await get(t.app, anonymous, 'get-more-requirement', { plan_id: '999999' })).statusCode).toBe(422);
    expect((await get(t.app, anonymous, 'get-more-requirement', {})).statusCode).toBe(422);
  });

  it('answers for the cart of a bound enrollment only', async () => {
    expect((await get(t.app, applicant, 'get-more-requirement', { enrollment_id: DEMO0001.id })).json()).toEqual({ status: 'success', data: { result: false } });
    expect((await get(t.app, employee, 'get-more-requirement', { enrollment_id: DEMO0001.id })).statusCode).toBe(403);
    expect((await get(t.app, { cookie: undefined }, 'get-more-requirement', { enrollment_id: DEMO0001.id, plan_id: '310' })).statusCode).toBe(401);
  });
});

describe('bad input on the listing routes', () => {
  const BAD = ['', ' ', 'x'.repeat(5000), "' OR 1=1 --", '\u0000', '-1', '1e5', '9999999999', 'medical,', ',,', DEMO0001.id.toUpperCase()];
  const ROUTES: Array<[path: string, field: string, base: Record<string, string>]> = [
    ['get-filtered-plans', 'categories', { enrollment_id: DEMO0001.id }],
    ['get-filtered-plans', 'enrollment_id', {}],
    ['get-left-side-filter-fields', 'enrollment_id', {}],
    ['get-menu-filtered-plans', 'category', {}],
    ['get-menu-filtered-plans', 'group_id', { category: 'medical' }],
    ['get-menu-filtered-plans', 'eprocess', {}],
    ['get-more-requirement', 'plan_id', {}],
  ];

  it.each(ROUTES)('%s with a bad %s answers 200 or a 4xx error envelope, never 500', async (path, field, base) => {
    for (const value of BAD) {
      const response = await get(t.app, applicant, path, { ...base, [field]: value });
      const ok = response.statusCode === 200 || (response.statusCode >= 400 && response.statusCode < 500 && (response.json() as { status: string }).status === 'error');
      expect(ok, `${path}?${field}=${JSON.stringify(value).slice(0, 40)}: ${response.statusCode}`).toBe(true);
    }
  });
});
