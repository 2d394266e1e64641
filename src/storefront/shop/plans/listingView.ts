/**
 * The plans listing's pure rules beside what it shows (domain/storefront/listingView.ts, shared
 * with its static first paint): the loaded pages joined, where Show more moves the focus, and that
 * a premier (MM) plan needs a category before its detail.
 */
import { isPremierPlanType } from '../../../../schemas/plans';
import type { ListingView as View } from '../../../../domain/storefront/listingView';
import type { PlanGroup, PlanGroupsData } from '../../../api/getPlanListing';

export { listingView } from '../../../../domain/storefront/listingView';

/** The listing's view of the app's plans (domain/storefront/listingView.ts). */
export type ListingView = View<PlanGroup['plans'][number]>;

export interface LoadedListing {
  /** The loaded pages' groups, a category continued from one page to the next joined into one group. */
  groups: PlanGroup[];
  /** Plans loaded so far. */
  shown: number;
  /** Plans listed in all (the loaded plans when the answer was not paged). */
  total: number;
}

/** The pages of a paged listing (get-filtered-plans with page), loaded so far, as one listing. */
export function joinPages(pages: readonly PlanGroupsData[]): LoadedListing {
  const groups: PlanGroup[] = [];
  for (const page of pages) {
    for (const group of page.result) {
      const last = groups.at(-1);
      if (last?.category === group.category) groups[groups.length - 1] = { ...last, plans: [...last.plans, ...group.plans] };
      else groups.push(group);
    }
  }
  const shown = groups.reduce((sum, group) => sum + group.plans.length, 0);
  return { groups, shown, total: pages.at(-1)?.paging?.total ?? shown };
}

/**
 * The plan at position `from` of the listing (0-based, in order), or the next one whose card
 * shows (term life's plans hide behind its tier message); undefined when none does.
 */
export function firstShownFrom(view: ListingView, from: number): number | undefined {
  let position = 0;
  for (const section of view.sections) {
    for (const plan of section.plans) {
      if (position >= from && !section.tierBlocked) return plan.plan_id;
      position += 1;
    }
  }
  return undefined;
}

/** A premier plan (plan_type MM): the visitor chooses a category before its detail. */
export const isPremierPlan = (plan: { plan_type: string }): boolean => isPremierPlanType(plan.plan_type);

/** Whether a saved filter already holds a premier category. */
export const hasCategory = (filter: Readonly<Record<string, unknown>> | null): boolean =>
  typeof filter?.category === 'string' && filter.category.trim() !== '';
