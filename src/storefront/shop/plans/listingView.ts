/**
 * What the plans listing shows (storefront.md sections 2 "Plans listing" and 8), pure: each group
 * that holds plans, term life replaced by 'Plans are available for IO tier only' when the tier is
 * not IO, and 'No Plans are available for your selection' when every group is empty. A premier
 * (MM) plan needs a category before its detail.
 */
import { DEFAULT_TIER, isPremierPlanType, type TierCode } from '../../../../schemas/plans';
import type { PlanGroup, PlanGroupsData } from '../../../api/getPlanListing';

/** The tier term life is sold to (storefront.md section 9): member only, the default tier. */
export const TERM_LIFE_TIER: TierCode = DEFAULT_TIER;

export interface ListingSection {
  category: string;
  name: string;
  plans: PlanGroup['plans'];
  /** Term life for a tier other than IO: the tier message shows instead of the plans. */
  tierBlocked: boolean;
}

export interface ListingView {
  sections: ListingSection[];
  /** Every group is empty: the no-plan message shows. */
  empty: boolean;
}

/** The listing of `groups` for a visitor of `tier` (null: no quote yet, the default tier IO). */
export function listingView(groups: readonly PlanGroup[], tier: string | null): ListingView {
  const sections = groups
    .filter((group) => group.plans.length > 0)
    .map((group) => ({
      category: group.category, name: group.category_name, plans: group.plans,
      tierBlocked: group.category === 'term_life' && (tier ?? TERM_LIFE_TIER) !== TERM_LIFE_TIER,
    }));
  return { sections, empty: sections.length === 0 };
}

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
