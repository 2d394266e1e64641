/**
 * The plans of an enrollment with their monthly prices, the first month's and the recurring
 * monthly cost, and (on the receipt) the effective date: the review's side panel and the receipt
 * show them alike. The server computes every amount.
 */
// oxlint-disable-next-line import/no-unassigned-import -- its styles load with whichever chunk shows it
import './plansSummary.css';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { money } from '../../shared/text/language';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.plansSummary;


export interface PlansSummaryProps {
  plans: ReadonlyArray<{ plan_name: string; price: string }>;
  initialMonthCost: string;
  recurringMonthCost: string;
  /** The effective date chosen at checkout (MM/DD/YYYY), when it is shown. */
  effectiveDate?: string | null;
}

export function PlansSummary({ plans, initialMonthCost, recurringMonthCost, effectiveDate }: PlansSummaryProps) {
  return (
    <>
      <ul className="plans-summary__plans">
        {plans.map((plan, index) => (
          <li key={`${index}:${plan.plan_name}`} className="plans-summary__plan">
            <span>{plan.plan_name}</span>
            <span className="plans-summary__price">{money(plan.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="plans-summary__totals">
        <div><dt>{TEXT.firstMonthTotalCost}</dt><dd>{money(initialMonthCost)}</dd></div>
        <div><dt>{TEXT.recurringMonthlyCost}</dt><dd>{money(recurringMonthCost)}</dd></div>
        {effectiveDate && <div><dt>{TEXT.effectiveDate}</dt><dd>{effectiveDate}</dd></div>}
      </dl>
    </>
  );
}
