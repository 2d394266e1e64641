/**
 * What the plans listing shows (storefront.md sections 2 "Plans listing" and 8), pure: each group
 * that holds plans, term life replaced by 'Plans are available for IO tier only' when the tier is
 * not IO, and 'No Plans are available for your selection' when every group is empty. The page
 * (src/storefront/shop/plans) and its static first paint (server/services/plansStaticPaint.ts)
 * both show it so.
 */
import { DEFAULT_TIER, type TierCode } from '../../schemas/plans';

/** The tier term life is sold to (storefront.md section 9): member only, the default tier. */
export const TERM_LIFE_TIER: TierCode = DEFAULT_TIER;

/** A category's group of plans, as get-filtered-plans answers it. */
export interface ListingGroup<P> { category: string; category_name: string; plans: readonly P[] }

export interface ListingSection<P> {
  category: string;
  name: string;
  plans: readonly P[];
  /** Term life for a tier other than IO: the tier message shows instead of the plans. */
  tierBlocked: boolean;
}

export interface ListingView<P> {
  sections: ListingSection<P>[];
  /** Every group is empty: the no-plan message shows. */
  empty: boolean;
}

/** The listing of `groups` for a visitor of `tier` (null: no quote yet, the default tier IO). */
export function listingView<P>(groups: readonly ListingGroup<P>[], tier: string | null): ListingView<P> {
  const sections = groups
    .filter((group) => group.plans.length > 0)
    .map((group) => ({
      category: group.category, name: group.category_name, plans: group.plans,
      tierBlocked: group.category === 'term_life' && (tier ?? TERM_LIFE_TIER) !== TERM_LIFE_TIER,
    }));
  return { sections, empty: sections.length === 0 };
}
