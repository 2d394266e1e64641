/**
 * The Recommended Products strip (storefront.md sections 2 "Home" and 9; issue 8 point 3): at
 * most 5 plans, 1, 2, 3 or 5 shown at widths from 0, 767, 1100 and 1300 px, each card with
 * 'Starting From' and its price, category and More Info; the title collapses and expands it;
 * View All goes to /recommend-list. Nothing shows while loading, when the calls fail or when
 * nothing is recommended (recommendations never block a page).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { RECOMMENDED_LIST_PATH } from '../../chrome/recommendedLink';
import { PlanCarousel } from './PlanCarousel';
import { useRecommendedPlans } from './useRecommendedPlans';
import type { Breakpoints } from './useVisibleCount';
import { STOREFRONT_SHOP_RECOMMEND_TEXT } from '../../../../schemas/uiText/storefront/shop/recommend';

/** This screen's texts (schemas/uiText/storefront/shop/recommend.ts). */
const TEXT = STOREFRONT_SHOP_RECOMMEND_TEXT.recommendedStrip;

/** At most this many plans in the strip. */
export const STRIP_LIMIT = 5;
/** Cards shown from each width (px). */
export const STRIP_BREAKPOINTS: Breakpoints = [[0, 1], [767, 2], [1100, 3], [1300, 5]];

/** The strip; see the file comment. */
export function RecommendedStrip() {
  const { plans } = useRecommendedPlans();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  if (!plans || plans.length === 0) return null;
  return (
    <div className="recommended">
      <div className="recommended__head">
        <h2 className="recommended__title">
          <button type="button" className="recommended__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            {TEXT.recommendedProducts}
          </button>
        </h2>
        <Link className="recommended__all" to={RECOMMENDED_LIST_PATH}>{TEXT.viewAll}{' '}<span className="visually-hidden">{TEXT.viewAllWhat}</span></Link>
      </div>
      <div id={bodyId} hidden={!open}>
        <PlanCarousel plans={plans.slice(0, STRIP_LIMIT)} breakpoints={STRIP_BREAKPOINTS} label={TEXT.recommendedProducts} />
      </div>
    </div>
  );
}
