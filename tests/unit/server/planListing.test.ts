/** The plans listing's grouping (pure): section 2's category order, empty groups kept, the menu's names. */
import { describe, expect, it } from 'vitest';
import { PLAN_CATEGORY_ORDER, type MenuCategory } from '../../../schemas/api/menu';
import { MESSAGES } from '../../../schemas/messages';
import { ApiError } from '../../../server/http';
import { decodeCursor, encodeCursor } from '../../../server/services/listingCursor';
import { categoriesNamed, categoriesParam, groupPlans, pageOf, pageParam } from '../../../server/services/planListing';

const plan = (id: number, category: string) => ({
  id, name: `Plan ${id}`, category, plan_type: 'standard', logo: '', short_text: '', carrier: 'Prairie Health', listing_rank: PLAN_CATEGORY_ORDER.indexOf(category as MenuCategory),
});

describe('groupPlans', () => {
  it('groups in the listing order whatever the plans order, keeping empty wanted groups', () => {
    const groups = groupPlans([plan(2, 'pet'), plan(1, 'dental'), plan(3, 'limitedmed')], ['pet', 'vision', 'limitedmed', 'dental']);
    expect(groups.map((group) => [group.category, group.category_name, group.plans.map((p) => p.plan_id)])).toEqual([
      ['limitedmed', 'Limited Med Plans', [3]], ['dental', 'Dental Plans', [1]], ['vision', 'Vision Plans', []], ['pet', 'PET Plans', [2]],
    ]);
  });

  it('answers all thirteen categories when none is asked for', () => {
    expect(groupPlans([], null)).toHaveLength(13);
  });

  it('keeps only the categories with a plan on a page', () => {
    expect(groupPlans([plan(1, 'dental')], null, true).map((group) => group.category)).toEqual(['dental']);
  });
});

describe('categoriesNamed, categoriesParam and pageParam', () => {
  it('names only the categories given, in the listing order', () => {
    expect(categoriesNamed(['term_life', 'medical'])).toEqual([
      { code: 'medical', name: 'Medical Plans' }, { code: 'term_life', name: 'Term Life Plans' },
    ]);
  });

  it('reads a comma-separated list; absent means every category', () => {
    expect(categoriesParam('dental,vision')).toEqual(['dental', 'vision']);
    expect(categoriesParam(undefined)).toBeNull();
  });

  it('pages only when page or page_size is sent, 24 plans a page by default', () => {
    expect(pageParam({})).toBeUndefined();
    expect(pageParam({ page: '3' })).toEqual({ page: 3, pageSize: 24 });
    expect(pageParam({ page_size: '10' })).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('the listing cursor', () => {
  it('gives back the place it names, opaque', () => {
    const cursor = encodeCursor({ rank: 12, id: 880_024 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('880024');
    expect(decodeCursor(cursor)).toEqual({ rank: 12, id: 880_024 });
    expect(pageParam({ after: cursor, page_size: '10' })).toEqual({ after: { rank: 12, id: 880_024 }, pageSize: 10 });
  });

  it.each([
    ['not base64 of a place', 'aGVsbG8'], ['a rank past 99', encodeCursor({ rank: 100, id: 1 })], ['an id past an integer', encodeCursor({ rank: 1, id: 2_147_483_648 })],
    ['a leading zero', Buffer.from('1.024').toString('base64url')], ['stray bits', `${encodeCursor({ rank: 1, id: 24 })}B`], ['empty', ''],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined();
  });

  it('answers a 422 at after for a bad cursor or one sent with page', () => {
    const errorOf = (query: Record<string, string>) => {
      try { pageParam(query); } catch (error) { return error instanceof ApiError ? [error.statusCode, error.errors] : error; }
      return undefined;
    };
    expect(errorOf({ after: 'aGVsbG8' })).toEqual([422, [{ target_element: 'after', error_message: MESSAGES.plansCursorInvalid }]]);
    expect(errorOf({ after: encodeCursor({ rank: 1, id: 2 }), page: '2' })).toEqual([422, [{ target_element: 'after', error_message: MESSAGES.plansCursorWithPage }]]);
  });

  it('names the next page by the last plan shown, and none when no plan follows', () => {
    const read = [plan(1, 'medical'), plan(2, 'medical'), plan(3, 'dental')];
    const page = pageOf(read, { page: 1, pageSize: 2 });
    expect(page.plans.map((p) => p.id)).toEqual([1, 2]);
    expect(decodeCursor(page.next!)).toEqual({ rank: PLAN_CATEGORY_ORDER.indexOf('medical'), id: 2 });
    expect(pageOf(read, { page: 1, pageSize: 3 }).next).toBeNull();
  });
});
