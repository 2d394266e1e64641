/** The plans listing's grouping (pure): section 2's category order, empty groups kept, the menu's names. */
import { describe, expect, it } from 'vitest';
import { categoriesNamed, categoriesParam, groupPlans, pageParam } from '../../../server/services/planListing';

const plan = (id: number, category: string) => ({ id, name: `Plan ${id}`, category, plan_type: 'standard', logo: '', short_text: '', carrier: 'Prairie Health' });

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
