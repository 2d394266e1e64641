/**
 * What the plans listing shows (storefront.md sections 2 "Plans listing" and 8), pure: each group
 * that holds plans, term life replaced by 'Plans are available for IO tier only' when the tier is
 * not IO, and 'No Plans are available for your selection' when every group is empty. A premier
 * (MM) plan needs a category before its detail.
 */
import { DEFAULT_TIER, isPremierPlanType, type TierCode } from '../../../../schemas/plans';
import type { PlanGroup } from '../../../api/getPlanListing';

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

/** A premier plan (plan_type MM): the visitor chooses a category before its detail. */
export const isPremierPlan = (plan: { plan_type: string }): boolean => isPremierPlanType(plan.plan_type);

/** Whether a saved filter already holds a premier category. */
export const hasCategory = (filter: Readonly<Record<string, unknown>> | null): boolean =>
  typeof filter?.category === 'string' && filter.category.trim() !== '';
