import { useId } from 'react';
import type { PlanCartData } from '../../api/getPlanCart';

/** '412.50' -> '$412.50' (the API writes dollars with two decimals). */
export const dollars = (amount: string): string => `$${amount}`;

/** The review's side panel: the cart's plans with their monthly price, the first month's and the recurring monthly cost. */
export function CartPanel({ cart }: { cart: PlanCartData }) {
  const headingId = useId();
  return (
    <aside className="card cart-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-panel__title">Your Plans</h2>
      <ul className="cart-panel__plans">
        {cart.result.map((line) => (
          <li key={line.plan_id} className="cart-panel__plan">
            <span>{line.plan_name}</span>
            <span className="cart-panel__price">{dollars(line.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-panel__totals">
        <div><dt>First Month Total Cost</dt><dd>{dollars(cart.initial_month_cost)}</dd></div>
        <div><dt>Recurring Monthly Cost</dt><dd>{dollars(cart.recurring_month_cost)}</dd></div>
      </dl>
    </aside>
  );
}
