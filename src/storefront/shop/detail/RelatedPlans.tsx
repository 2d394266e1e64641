/** The plan detail's suggested products (get-related-plans): other plans of the category the visitor may see, as plan cards. */
import useSWR from 'swr';
import { getRelatedPlans } from '../../../api/getRelatedPlans';
import { ONCE_PER_PAGE } from '../../../api/query';
import { PlanCard } from '../common/PlanCard';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.relatedPlans;

export function RelatedPlans({ tempId, planId }: { tempId: string; planId: number }) {
  const { data } = useSWR(['get-related-plans', tempId, planId] as const, ([, id, plan]) => getRelatedPlans(id, plan), ONCE_PER_PAGE);
  const plans = data?.result ?? [];
  if (plans.length === 0) return null;
  return (
    <section className="detail-related" aria-labelledby="detail-related-title">
      <h2 id="detail-related-title">{TEXT.suggestedProducts}</h2>
      <ul className="detail-related__list">
        {plans.map((plan) => <li key={plan.plan_id}><PlanCard plan={plan} /></li>)}
      </ul>
    </section>
  );
}
