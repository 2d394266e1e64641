/**
 * recommend-list (storefront.md section 2 "Home"; issue 8 point 3): breadcrumbs, then every
 * recommended plan as a card (logo, name, short text, More Info to its detail page, category),
 * or 'No Any Products.' when there is none (or the calls failed).
 */
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../shared/text/messages';
import { usePageTitle } from '../../../app/usePageTitle';
import { PlanCard } from '../common/PlanCard';
import { useHomeHref } from '../common/useHomeHref';
import { useRecommendedPlans } from './useRecommendedPlans';
import { STOREFRONT_SHOP_RECOMMEND_TEXT } from '../../../../schemas/uiText/storefront/shop/recommend';

/** This screen's texts (schemas/uiText/storefront/shop/recommend.ts). */
const TEXT = STOREFRONT_SHOP_RECOMMEND_TEXT.recommendListPage;

/** The full recommended-products list. */
export function RecommendListPage() {
  usePageTitle(TEXT.recommendedProducts);
  const homeHref = useHomeHref();
  const { plans, failed } = useRecommendedPlans();
  return (
    <div className="page recommend-list">
      <nav aria-label={TEXT.breadcrumb}>
        <ol className="breadcrumb">
          {homeHref && <li><Link to={homeHref}>{TEXT.home}</Link></li>}
          <li aria-current="page">{TEXT.recommendedProducts}</li>
        </ol>
      </nav>
      <h1>{TEXT.recommendedProducts}</h1>
      {!plans && !failed && <p aria-busy="true">{TEXT.loading}</p>}
      {(failed || plans?.length === 0) && <p className="recommend-list__empty">{MESSAGES.noRecommendedProducts}</p>}
      {plans && plans.length > 0 && (
        <ul className="card-grid">
          {plans.map((plan) => <li key={plan.plan_id}><PlanCard plan={{ ...plan, price: plan.plan_price }} headingLevel={2} /></li>)}
        </ul>
      )}
    </div>
  );
}
