import { useId } from 'react';
import type { PlanCartData } from '../../api/getPlanCart';
import { PlansSummary } from './PlansSummary';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.cartPanel;

/** The review's side panel: the cart's plans with their monthly price, the first month's and the recurring monthly cost. */
export function CartPanel({ cart }: { cart: PlanCartData }) {
  const headingId = useId();
  return (
    <aside className="card cart-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-panel__title">{TEXT.yourPlans}</h2>
      <PlansSummary plans={cart.result} initialMonthCost={cart.initial_month_cost} recurringMonthCost={cart.recurring_month_cost} />
    </aside>
  );
}
