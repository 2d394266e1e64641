/**
 * A row of plan cards that shows as many as the width allows (useVisibleCount) and steps through
 * the rest with Previous and Next. Cards out of view are not rendered, so keyboard and screen
 * reader users meet only what is shown; the buttons say which cards are in view.
 */
import { useState } from 'react';
import type { RecommendedPlan } from '../../../../schemas/api/recommendations';
import { PlanCard } from '../common/PlanCard';
import { useVisibleCount, type Breakpoints } from './useVisibleCount';
import { STOREFRONT_SHOP_RECOMMEND_TEXT } from '../../../../schemas/uiText/storefront/shop/recommend';
import { fill } from '../../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/storefront/shop/recommend.ts). */
const TEXT = STOREFRONT_SHOP_RECOMMEND_TEXT.planCarousel;

export interface PlanCarouselProps {
  plans: readonly RecommendedPlan[];
  breakpoints: Breakpoints;
  /** The carousel's accessible name. */
  label: string;
  /** Whether Next may show at all for this many plans (the cart's: only with more than 4). */
  allowsNext?: (total: number) => boolean;
}

/** The carousel; see the file comment. */
export function PlanCarousel({ plans, breakpoints, label, allowsNext = () => true }: PlanCarouselProps) {
  const count = useVisibleCount(breakpoints);
  const [first, setFirst] = useState(0);
  const start = Math.max(0, Math.min(first, plans.length - count));
  const shown = plans.slice(start, start + count);
  const hasPrevious = start > 0;
  const hasNext = start + count < plans.length && allowsNext(plans.length);
  return (
    <section className="plan-carousel" aria-roledescription={TEXT.carousel} aria-label={label}>
      {hasPrevious && (
        <button type="button" className="plan-carousel__arrow plan-carousel__arrow--previous" onClick={() => setFirst(Math.max(0, start - count))}
          aria-label={fill(TEXT.previousPlans, { first: start + 1, last: start + shown.length, total: plans.length })}>‹</button>
      )}
      <ul className="plan-carousel__list" style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}>
        {shown.map((plan) => (
          <li key={plan.plan_id}>
            <PlanCard plan={{ ...plan, price: plan.plan_price }} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <button type="button" className="plan-carousel__arrow plan-carousel__arrow--next" onClick={() => setFirst(start + count)}
          aria-label={fill(TEXT.nextPlans, { first: start + 1, last: start + shown.length, total: plans.length })}>›</button>
      )}
    </section>
  );
}
