/**
 * The cart page's recommended products (storefront.md sections 2 "Cart page" and 9; issue 8
 * point 6): plans bought together with the cart's plans first, never the cart's own; 2 cards
 * from 320 px, 3 from 576, 4 from 1140 and 5 from 1920 px; the Next arrow only with more than 4
 * plans; View All expands the whole list in place (and Show Less folds it back). The cart page
 * gives it the cart's plan ids from its own read (one get-plan-cart per visit, issue 17; every
 * change of the cart drops that read, src/storefront/reads.ts, so the ids follow the cart).
 */
import { useState } from 'react';
import { PlanCard } from '../common/PlanCard';
import { PlanCarousel } from './PlanCarousel';
import { useRecommendedPlans } from './useRecommendedPlans';
import type { Breakpoints } from './useVisibleCount';
import { STOREFRONT_SHOP_RECOMMEND_TEXT } from '../../../../schemas/uiText/storefront/shop/recommend';

/** This screen's texts (schemas/uiText/storefront/shop/recommend.ts). */
const TEXT = STOREFRONT_SHOP_RECOMMEND_TEXT.recommendedCarousel;

/** Cards shown from each width (px); below 320 px still 2. */
export const CART_BREAKPOINTS: Breakpoints = [[0, 2], [576, 3], [1140, 4], [1920, 5]];
/** Next shows only with more plans than this. */
export const CART_NEXT_AFTER = 4;

/**
 * The cart's recommended products; see the file comment. `cartPlanIds`: the plans in the cart
 * (none without a quote); undefined while the cart is still loading, when nothing is asked yet.
 */
export function RecommendedCarousel({ cartPlanIds }: { cartPlanIds: readonly number[] | undefined }) {
  const { plans } = useRecommendedPlans({ cartPlanIds, enabled: cartPlanIds !== undefined });
  const [expanded, setExpanded] = useState(false);
  if (!plans || plans.length === 0) return null;
  return (
    <div className="recommended recommended--cart">
      <div className="recommended__head">
        <h2 className="recommended__title">{TEXT.recommendedProducts}</h2>
        <button type="button" className="btn btn--link recommended__all" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? TEXT.showLess : TEXT.viewAll}
        </button>
      </div>
      {expanded ? (
        <ul className="recommended__grid">
          {plans.map((plan) => <li key={plan.plan_id}><PlanCard plan={{ ...plan, price: plan.plan_price }} /></li>)}
        </ul>
      ) : (
        <PlanCarousel plans={plans} breakpoints={CART_BREAKPOINTS} label={TEXT.recommendedProducts} allowsNext={(total) => total > CART_NEXT_AFTER} />
      )}
    </div>
  );
}
