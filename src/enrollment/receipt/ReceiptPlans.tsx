/**
 * What the receipt confirms was enrolled (issue 17): each plan with its monthly price, the first
 * month's and the recurring monthly cost under the labels of the cart's Order Info, and the
 * effective date chosen at checkout. The server computes every amount (get-receipt).
 */
import { useId } from 'react';
import type { ReceiptData } from '../../../schemas/api/completion';

export function ReceiptPlans({ receipt }: { receipt: ReceiptData }) {
  const titleId = useId();
  return (
    <section className="receipt__plans" aria-labelledby={titleId}>
      <h2 id={titleId} className="receipt__plans-title">Your plans</h2>
      <ul className="receipt__lines">
        {receipt.plans.map((plan, index) => (
          <li key={`${index}:${plan.plan_name}`} className="receipt__line">
            <span className="receipt__plan">{plan.plan_name}</span>
            <span className="receipt__price"><strong>${plan.price}</strong> per month</span>
          </li>
        ))}
      </ul>
      <dl className="receipt__totals">
        <div><dt>Initial month</dt><dd>${receipt.initial_month_cost}</dd></div>
        <div><dt>Recurring monthly</dt><dd>${receipt.recurring_month_cost}</dd></div>
        {receipt.effective_date && <div><dt>Effective Date</dt><dd>{receipt.effective_date}</dd></div>}
      </dl>
    </section>
  );
}
