/**
 * What the receipt confirms was enrolled (issue 17): the plans with their monthly prices, the
 * first month's and the recurring monthly cost as the review showed them, and the effective date
 * chosen at checkout. The server computes every amount (get-receipt).
 */
import { useId } from 'react';
import type { ReceiptData } from '../../../schemas/api/completion';
import { PlansSummary } from '../review/PlansSummary';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.receiptPlans;

export function ReceiptPlans({ receipt }: { receipt: ReceiptData }) {
  const titleId = useId();
  return (
    <section className="receipt__plans" aria-labelledby={titleId}>
      <h2 id={titleId} className="receipt__plans-title">{TEXT.yourPlans}</h2>
      <PlansSummary
        plans={receipt.plans} initialMonthCost={receipt.initial_month_cost} recurringMonthCost={receipt.recurring_month_cost}
        effectiveDate={receipt.effective_date}
      />
    </section>
  );
}
