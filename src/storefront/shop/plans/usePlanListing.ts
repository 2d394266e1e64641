/**
 * The plans listing's data: with a quote (tempId) get-filtered-plans and
 * get-left-side-filter-fields for its enrollment; without one, or when the stored tempId is not
 * this session's (401/403), get-menu-filtered-plans for who the visitor is and the header's
 * category menu. `category` null lists every category. The plans come a page at a time
 * (LISTING_PAGE_SIZE, our paging extension: docs/catalog-paging.md) through useSWRInfinite:
 * the first by page number (the answer the quoted /plans carries), each next one after the cursor
 * of the page before (its data.paging.next), so a page deep in the catalog costs what the first
 * does; loadMore asks for the next page.
 */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { MenuCategory } from '../../../../schemas/api/menu';
import { categoryName } from '../../chrome/categoryName';
import { LISTING_PAGE_SIZE } from '../../../../schemas/api/plans';
import { refusedSession } from '../../../api/client';
import { embeddedAnswer, seedWith } from '../../../api/firstPaintSeed';
import { useMenu } from '../../../api/getMenu';
import {
  getFilteredPlans, getLeftSideFilterFields, getMenuFilteredPlans, type LeftSideFieldsData, type ListingCategory, type MenuVisitor, type PlanGroup,
  type PlanGroupsData,
} from '../../../api/getPlanListing';
import { useSessionValue } from '../../../session/useSessionValue';
import { joinPages } from './listingView';

export interface PlanListing {
  /** The plans of the pages loaded so far, grouped; undefined until the first page came. */
  groups: PlanGroup[] | undefined;
  categories: ListingCategory[];
  /** Plans loaded so far and listed in all. */
  shown: number;
  total: number;
  /** A further page is being loaded. */
  loadingMore: boolean;
  /** Asks for the next page (nothing while one is loading or when every plan is shown). */
  loadMore: () => void;
  failed: boolean;
  retry: () => void;
}

const READ = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

/** Asks with the quote, falling back to the visitor's menu when the quote is not this session's. */
async function withQuote<T>(ask: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (refusedSession(error)) return fallback();
    throw error;
  }
}

/**
 * The SWR key of one page of a listing: the first without `after`, a further one after the cursor
 * of the page before; and the key of a quoted visitor's categories.
 */
export const planListingKey = (tempId: string | null, visitor: MenuVisitor, category: string | null, after: string | null = null) =>
  ['plan-listing', tempId, JSON.stringify(visitor), category, after] as const;
export const listingCategoriesKey = (tempId: string) => ['plan-categories', tempId] as const;

/** Whether no page follows `page` (an unpaged answer holds every plan; a paged one names the next page's cursor). */
const complete = (page: PlanGroupsData) => !page.paging?.next;

/** The listing of `category` (null: every category) for the stored visitor. */
export function usePlanListing(category: string | null): PlanListing {
  const tempId = useSessionValue('tempId');
  const visitor: MenuVisitor = {
    agent_id: useSessionValue('agent_id'), group_id: useSessionValue('group_id'), portal_id: useSessionValue('portal_id'),
    eprocess: useSessionValue('eprocess'), open_type: useSessionValue('open_type'),
  };
  const fromSite = useSessionValue('fromSite');
  const menu = useMenu({ ...visitor, from_site: fromSite });
  // A quoted visitor's /plans carries the first page and the categories (issue 17): the listing paints at once.
  const firstPage = tempId && category === null
    ? embeddedAnswer<PlanGroupsData>('get-filtered-plans', { enrollment_id: tempId, page: 1, page_size: LISTING_PAGE_SIZE }) : undefined;
  const embeddedCategories = tempId ? embeddedAnswer<LeftSideFieldsData>('get-left-side-filter-fields', { enrollment_id: tempId }) : undefined;
  const plans = useSWRInfinite(
    (_index: number, previous: PlanGroupsData | null) => {
      if (!previous) return planListingKey(tempId, visitor, category);
      const next = previous.paging?.next;
      return next ? planListingKey(tempId, visitor, category, next) : null;
    },
    ([, , , , after]: ReturnType<typeof planListingKey>) => {
      const ask = after === null ? { page: 1, pageSize: LISTING_PAGE_SIZE } : { after, pageSize: LISTING_PAGE_SIZE };
      const asVisitor = () => getMenuFilteredPlans(visitor, category, ask);
      return tempId ? withQuote(() => getFilteredPlans(tempId, category, ask), asVisitor) : asVisitor();
    },
    { ...READ, revalidateFirstPage: false, ...seedWith(firstPage && [firstPage]) },
  );
  const left = useSWR(tempId ? listingCategoriesKey(tempId) : null, () => getLeftSideFilterFields(tempId!), { ...READ, ...seedWith(embeddedCategories) });
  const menuCategories = menu.map((code: MenuCategory) => ({ code, name: categoryName(code) }));
  const loaded = plans.data ? joinPages(plans.data) : undefined;
  const last = plans.data?.at(-1);
  const loadingMore = plans.size > (plans.data?.length ?? 0) && plans.error === undefined;
  return {
    groups: loaded?.groups,
    categories: left.data?.result.categories ?? menuCategories,
    shown: loaded?.shown ?? 0,
    total: loaded?.total ?? 0,
    loadingMore,
    loadMore: () => {
      if (last && !complete(last) && !loadingMore) void plans.setSize(plans.data!.length + 1);
    },
    failed: plans.error !== undefined,
    retry: () => void plans.mutate(),
  };
}
