/**
 * The plans listing's data: with a quote (tempId) get-filtered-plans and
 * get-left-side-filter-fields for its enrollment; without one, or when the stored tempId is not
 * this session's (401/403), get-menu-filtered-plans for who the visitor is and the header's
 * category menu. `category` null lists every category.
 */
import useSWR from 'swr';
import { MENU_CATEGORY_NAMES, type MenuCategory } from '../../../../schemas/api/menu';
import { ApiFieldErrors } from '../../../api/client';
import { useMenu } from '../../../api/getMenu';
import {
  getFilteredPlans, getLeftSideFilterFields, getMenuFilteredPlans, type ListingCategory, type MenuVisitor, type PlanGroup,
} from '../../../api/getPlanListing';
import { useSessionValue } from '../../../session/useSessionValue';

export interface PlanListing {
  groups: PlanGroup[] | undefined;
  categories: ListingCategory[];
  failed: boolean;
  retry: () => void;
}

const READ = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;
const refused = (error: unknown) => error instanceof ApiFieldErrors && (error.status === 401 || error.status === 403);

/** Asks with the quote, falling back to the visitor's menu when the quote is not this session's. */
async function withQuote<T>(ask: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (refused(error)) return fallback();
    throw error;
  }
}

/** The SWR keys of a listing: its plans and, with a quote, its categories. */
export const planListingKey = (tempId: string | null, visitor: MenuVisitor, category: string | null) => ['plan-listing', tempId, JSON.stringify(visitor), category] as const;
export const listingCategoriesKey = (tempId: string) => ['plan-categories', tempId] as const;

/** The listing of `category` (null: every category) for the stored visitor. */
export function usePlanListing(category: string | null): PlanListing {
  const tempId = useSessionValue('tempId');
  const visitor: MenuVisitor = {
    agent_id: useSessionValue('agent_id'), group_id: useSessionValue('group_id'), portal_id: useSessionValue('portal_id'),
    eprocess: useSessionValue('eprocess'), open_type: useSessionValue('open_type'),
  };
  const fromSite = useSessionValue('fromSite');
  const menu = useMenu({ ...visitor, from_site: fromSite });
  const asVisitor = () => getMenuFilteredPlans(visitor, category);
  const plans = useSWR(planListingKey(tempId, visitor, category),
    () => (tempId ? withQuote(() => getFilteredPlans(tempId, category), asVisitor) : asVisitor()), READ);
  const left = useSWR(tempId ? listingCategoriesKey(tempId) : null, () => getLeftSideFilterFields(tempId!), READ);
  const menuCategories = menu.map((code: MenuCategory) => ({ code, name: MENU_CATEGORY_NAMES[code] }));
  return {
    groups: plans.data?.result,
    categories: left.data?.result.categories ?? menuCategories,
    failed: plans.error !== undefined,
    retry: () => void plans.mutate(),
  };
}
