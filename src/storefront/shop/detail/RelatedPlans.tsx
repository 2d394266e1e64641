/** The plan detail's suggested products (get-related-plans): other plans of the category the visitor may see, as plan cards. */
import useSWR from 'swr';
import { getRelatedPlans } from '../../../api/getRelatedPlans';
import { ONCE_PER_PAGE } from '../../../api/query';
import { PlanCard } from '../common/PlanCard';

export function RelatedPlans({ tempId, planId }: { tempId: string; planId: number }) {
  const { data } = useSWR(['get-related-plans', tempId, planId] as const, ([, id, plan]) => getRelatedPlans(id, plan), ONCE_PER_PAGE);
  const plans = data?.result ?? [];
  if (plans.length === 0) return null;
  return (
    <section className="detail-related" aria-labelledby="detail-related-title">
      <h2 id="detail-related-title">Suggested Products</h2>
      <ul className="detail-related__list">
        {plans.map((plan) => <li key={plan.plan_id}><PlanCard plan={plan} /></li>)}
      </ul>
    </section>
  );
}
