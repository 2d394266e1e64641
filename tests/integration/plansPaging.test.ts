/**
 * The plans listing by pages (issue 17 point 2; docs/catalog-paging.md): get-filtered-plans and
 * get-menu-filtered-plans with page / page_size answer one page of the unpaged listing, in its
 * order, with the total and the next page's cursor; read after each cursor, the pages are the
 * same; the filters (categories, the visitor's group) hold on every page; bad page parameters and
 * cursors answer a field-level 422; without them the answer is the spec's, unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { DEMO0001, DEMO0002 } from '../../schemas/demo/enrollments';
import { dataOf, get, messageAt, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

interface Group { category: string; plans: { plan_id: number; plan_category: string }[] }
interface Listing { result: Group[]; paging?: { page?: number; page_size: number; total: number; next: string | null } }

let t: TestApp;
let applicant: Session;
let employee: Session;
/** This file's own plans: 25 pet plans for everyone and one for Acme's group (2001) only. */
const FIRST = 880_001;
const PET_PLANS = 25;
const ACME_ONLY = FIRST + PET_PLANS;

beforeAll(async () => {
  t = await createTestApp();
  const plan = (id: number, groupId: number | null) => ({
    id, name: `Paging pet plan ${id}`, category: 'pet', carrier: 'Paging Carrier', plan_type: 'standard', premier_carrier: false,
    requires_membership: false, admin_fee_percent: 0, one_time_fee: 0, short_text: 'A plan of the paging tests.', group_id: groupId,
  });
  await t.db.insertInto('plans').values([...Array.from({ length: PET_PLANS }, (_, n) => plan(FIRST + n, null)), plan(ACME_ONLY, 2001)]).execute();
  applicant = await resume(t.app, DEMO0001.code, DEMO0001.email);
  employee = await resume(t.app, DEMO0002.code, DEMO0002.email);
});
afterAll(async () => { await t.close(); });

const filtered = async (session: Session, enrollmentId: string, query: Record<string, string>) =>
  dataOf<Listing>(await get(t.app, session, 'get-filtered-plans', { enrollment_id: enrollmentId, ...query }));
const ids = (listing: Listing) => listing.result.flatMap((group) => group.plans.map((plan) => plan.plan_id));

/** Every page of a listing, page after page until the total is reached. */
async function allPages(ask: (page: number) => Promise<Listing>): Promise<Listing[]> {
  const pages = [await ask(1)];
  while (pages.length * pages[0].paging!.page_size < pages[0].paging!.total) pages.push(await ask(pages.length + 1));
  return pages;
}

describe('get-filtered-plans by pages', () => {
  it('answers the first page with the total, then the next page where it stopped', async () => {
    const first = await filtered(applicant, DEMO0001.id, { categories: 'pet', page_size: '10' });
    const pet = ids(await filtered(applicant, DEMO0001.id, { categories: 'pet' }));
    expect(first.paging).toEqual({ page: 1, page_size: 10, total: pet.length, next: expect.any(String) });
    expect(ids(first)).toEqual(pet.slice(0, 10));
    const second = await filtered(applicant, DEMO0001.id, { categories: 'pet', page: '2', page_size: '10' });
    expect(second.paging).toEqual({ page: 2, page_size: 10, total: pet.length, next: expect.any(String) });
    expect(ids(second)).toEqual(pet.slice(10, 20));
  });

  it('keeps the unpaged order and filters across every page, each category continuing where it stopped', async () => {
    const unpaged = await filtered(applicant, DEMO0001.id, {});
    const pages = await allPages((page) => filtered(applicant, DEMO0001.id, { page: String(page), page_size: '7' }));
    expect(pages.flatMap(ids)).toEqual(ids(unpaged));
    expect(pages.flatMap(ids)).not.toContain(ACME_ONLY);
    for (const page of pages) expect(page.result.every((group) => group.plans.length > 0 && group.plans.every((plan) => plan.plan_category === group.category))).toBe(true);
    const categories = pages.flatMap((page) => page.result.map((group) => group.category));
    expect([...new Set(categories)]).toEqual(unpaged.result.filter((group) => group.plans.length > 0).map((group) => group.category));
  });

  it('counts and pages a group-only plan for its group only', async () => {
    const acme = await filtered(employee, DEMO0002.id, { categories: 'pet', page_size: '100' });
    const everyone = await filtered(applicant, DEMO0001.id, { categories: 'pet', page_size: '100' });
    expect(ids(acme)).toContain(ACME_ONLY);
    expect(acme.paging!.total).toBe(everyone.paging!.total + 1);
  });

  it('keeps the total as the catalog changes (a plan added, moved to another category, removed)', async () => {
    const total = async () => (await filtered(applicant, DEMO0001.id, { categories: 'pet', page: '1' })).paging!.total;
    const before = await total();
    const extra = FIRST + 100;
    await t.db.insertInto('plans').values({
      id: extra, name: 'Paging extra plan', category: 'pet', carrier: 'Paging Carrier', plan_type: 'standard', premier_carrier: false,
      requires_membership: false, admin_fee_percent: 0, one_time_fee: 0, group_id: null,
    }).execute();
    expect(await total()).toBe(before + 1);
    await t.db.updateTable('plans').set({ category: 'vision' }).where('id', '=', extra).execute();
    expect(await total()).toBe(before);
    await t.db.updateTable('plans').set({ category: 'pet', plan_type: 'rider' }).where('id', '=', extra).execute();
    expect(await total()).toBe(before);
    await t.db.deleteFrom('plans').where('id', '=', extra).execute();
    expect(await total()).toBe(before);
  });

  it('answers 24 plans a page when only page is sent, and no plan past the last page', async () => {
    const first = await filtered(applicant, DEMO0001.id, { page: '1' });
    expect(first.paging?.page_size).toBe(24);
    expect(ids(first)).toHaveLength(24);
    const past = await filtered(applicant, DEMO0001.id, { categories: 'pet', page: '99', page_size: '10' });
    expect(past.result).toEqual([]);
    expect(past.paging?.next).toBeNull();
    expect(past.paging?.total).toBeGreaterThanOrEqual(PET_PLANS);
  });

  it('answers the spec shape, every plan and no paging, without page parameters', async () => {
    const unpaged = await filtered(applicant, DEMO0001.id, { categories: 'pet,vision' });
    expect(unpaged.paging).toBeUndefined();
    expect(ids(unpaged)).toEqual(expect.arrayContaining(Array.from({ length: PET_PLANS }, (_, n) => FIRST + n)));
  });

  it.each([
    ['page', '0', MESSAGES.plansPageInvalid], ['page', 'two', MESSAGES.plansPageInvalid], ['page', '-1', MESSAGES.plansPageInvalid],
    ['page_size', '0', MESSAGES.plansPageSizeInvalid], ['page_size', '101', MESSAGES.plansPageSizeInvalid], ['page_size', '1e2', MESSAGES.plansPageSizeInvalid],
  ])('refuses %s=%s with a field-level 422', async (name, value, message) => {
    const response = await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id, [name]: value });
    expect(response.statusCode).toBe(422);
    expect(messageAt(response, name)).toBe(message);
  });

  it('caps the page size at 100', async () => {
    expect((await filtered(applicant, DEMO0001.id, { page_size: '100' })).paging?.page_size).toBe(100);
    expect((await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id, page_size: '500' })).statusCode).toBe(422);
  });
});

/** Every page of a listing read by cursor: the first page, then after each page's paging.next until it is null. */
async function cursorPages(ask: (after: string | undefined) => Promise<Listing>): Promise<Listing[]> {
  const pages = [await ask(undefined)];
  for (let next = pages[0].paging!.next; next !== null; next = pages.at(-1)!.paging!.next) pages.push(await ask(next));
  return pages;
}

describe('get-filtered-plans by cursor', () => {
  const byCursor = (session: Session, enrollmentId: string, query: Record<string, string>) =>
    cursorPages((after) => filtered(session, enrollmentId, { ...query, page_size: '7', ...(after ? { after } : {}) }));

  it('answers by cursor the pages it answers by page number, joined the unpaged listing', async () => {
    const unpaged = await filtered(applicant, DEMO0001.id, {});
    const pages = await byCursor(applicant, DEMO0001.id, {});
    const numbered = await allPages((page) => filtered(applicant, DEMO0001.id, { page: String(page), page_size: '7' }));
    expect(pages.map(ids)).toEqual(numbered.map(ids));
    expect(pages.flatMap(ids)).toEqual(ids(unpaged));
    expect(pages.slice(1).every((page) => page.paging!.page === undefined && page.paging!.total === numbered[0].paging!.total)).toBe(true);
    expect(pages.at(-1)!.paging!.next).toBeNull();
  });

  it('keeps a category filter and a group visitor\'s plans on every page read by cursor', async () => {
    const acme = await byCursor(employee, DEMO0002.id, { categories: 'dental,pet' });
    const unpaged = await filtered(employee, DEMO0002.id, { categories: 'dental,pet' });
    expect(acme.flatMap(ids)).toEqual(ids(unpaged));
    expect(acme.flatMap(ids)).toContain(ACME_ONLY);
    expect(acme.flatMap((page) => page.result.map((group) => group.category)).every((category) => ['dental', 'pet'].includes(category))).toBe(true);
    expect((await byCursor(applicant, DEMO0001.id, { categories: 'pet' })).flatMap(ids)).not.toContain(ACME_ONLY);
  });

  it.each([
    ['not a cursor\'s characters', 'a+b/c', MESSAGES.plansCursorInvalid], ['base64url of no place', 'aGVsbG8', MESSAGES.plansCursorInvalid],
    ['a place past an integer id', Buffer.from('1.99999999999').toString('base64url'), MESSAGES.plansCursorInvalid],
    ['too long', 'A'.repeat(33), MESSAGES.plansCursorInvalid],
  ])('refuses a cursor %s with a 422 at after, on both listings', async (_name, after, message) => {
    const quoted = await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id, after });
    expect(quoted.statusCode).toBe(422);
    expect(messageAt(quoted, 'after')).toBe(message);
    const menu = await get(t.app, { cookie: undefined }, 'get-menu-filtered-plans', { category: 'pet', after });
    expect(menu.statusCode).toBe(422);
    expect(messageAt(menu, 'after')).toBe(message);
  });

  it('refuses a cursor sent with page', async () => {
    const { paging } = await filtered(applicant, DEMO0001.id, { page: '1' });
    const response = await get(t.app, applicant, 'get-filtered-plans', { enrollment_id: DEMO0001.id, page: '2', after: paging!.next! });
    expect(response.statusCode).toBe(422);
    expect(messageAt(response, 'after')).toBe(MESSAGES.plansCursorWithPage);
  });
});

describe('conditional listing reads', () => {
  it('answers an ETag, and 304 without a body while the listing is unchanged', async () => {
    const query = { enrollment_id: DEMO0001.id, categories: 'pet', page: '1' };
    const first = await get(t.app, applicant, 'get-filtered-plans', query);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/get-filtered-plans', query, headers: { cookie: applicant.cookie!, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherPage = await t.app.inject({ method: 'GET', url: '/api/v1/get-filtered-plans', query: { ...query, page: '2', page_size: '10' }, headers: { cookie: applicant.cookie!, 'if-none-match': etag } });
    expect(otherPage.statusCode).toBe(200);
  });
});

describe('get-menu-filtered-plans by pages', () => {
  it('pages a visitor without a quote the same way, with the group filter', async () => {
    const anonymous = { cookie: undefined };
    const menu = async (query: Record<string, string>) => dataOf<Listing>(await get(t.app, anonymous, 'get-menu-filtered-plans', { category: 'pet', ...query }));
    const unpaged = ids(await menu({}));
    const pages = await allPages((page) => menu({ page: String(page), page_size: '4' }));
    expect(pages.flatMap(ids)).toEqual(unpaged);
    expect(pages[0].paging?.total).toBe(unpaged.length);
    expect(ids(await menu({ group_id: '2001', page_size: '100' }))).toContain(ACME_ONLY);
    expect((await get(t.app, anonymous, 'get-menu-filtered-plans', { page: '0' })).statusCode).toBe(422);
  });

  it('pages a group\'s visitor without a quote by cursor, the group-only plan on its page', async () => {
    const menu = async (query: Record<string, string>) =>
      dataOf<Listing>(await get(t.app, { cookie: undefined }, 'get-menu-filtered-plans', { category: 'pet', group_id: '2001', ...query }));
    const unpaged = ids(await menu({}));
    const pages = await cursorPages((after) => menu({ page_size: '4', ...(after ? { after } : {}) }));
    expect(pages.flatMap(ids)).toEqual(unpaged);
    expect(unpaged).toContain(ACME_ONLY);
  });
});
