/**
 * The demo world's premier-carrier plan (data; issue 17 point 6, storefront.md sections 4 "Add to
 * cart" and 7): Premier Income Protection (1602), a disability plan of the premier carrier
 * Premier Health Alliance. Its add goes through the premier-carrier check: the dependents' dates
 * of birth for a tier with dependents (check-prudential-plan's depdob), the carrier's status
 * (GET /{hash}), the income and hours a disability plan asks (check-disability-plan) and the
 * carrier's questions answered first (check-already-answered), then add-plan-to-cart-prudentials.
 * The texts are ours (the spec names none). docs/demo-world.md has the table.
 */
import type { DemoPlan, DemoPlanRule, DemoPriceBand } from './catalog';
import type { DemoCarrierQuestion } from './planQuestions';

/** Premier Income Protection: premier carrier, 3% fee notice, asks the dependents' dates of birth before the add. */
export const DEMO_PREMIER_CARRIER_PLAN: DemoPlan & { asks_dependent_dob: boolean } = {
  id: 1602, name: 'Premier Income Protection', category: 'di', carrier: 'Premier Health Alliance', plan_type: 'standard',
  premier_carrier: true, requires_membership: false, admin_fee_percent: 3, one_time_fee: '0.00', asks_dependent_dob: true,
};

const PLAN_ID = DEMO_PREMIER_CARRIER_PLAN.id;

/** Its prices: one income band from $20,000 a year, by tier. */
export const DEMO_PREMIER_CARRIER_PRICES: DemoPriceBand[] = (['IO', 'IS', 'IC', 'IF'] as const).map((tier, index) => ({
  id: 16021 + index, plan_id: PLAN_ID, tier, monthly_price: ['39.00', '58.00', '52.00', '71.00'][index] ?? '0.00', min_income: 20000,
}));

/** A disability plan: income from $20,000 a year and 20 working hours a week (salaryError / hourError below). */
export const DEMO_PREMIER_CARRIER_RULE: DemoPlanRule = { plan_id: PLAN_ID, min_annual_income: 20000, min_weekly_hours: 20 };

/** The carrier's questions, answered before the add: the first must be Yes. */
export const DEMO_PREMIER_CARRIER_QUESTIONS: DemoCarrierQuestion[] = [
  { plan_id: PLAN_ID, qid: 1, true_condition: 1, question: 'Are you actively at work and able to perform all the duties of your job?' },
  { plan_id: PLAN_ID, qid: 2, true_condition: 0, question: 'Have you been absent from work for more than 10 days in a row in the last 12 months because of illness or injury?' },
];

/** A carrier's status row (GET /{hash}): its key, whether it takes new applications now, and the text when not. */
export interface DemoCarrierStatus { carrier: string; hash: string; accepting: boolean; message: string }

/** The premier carrier takes new applications; its key is the SHA-256 of its name, in hex (any 64 hex digits would do). */
export const DEMO_CARRIER_STATUSES: DemoCarrierStatus[] = [{
  carrier: 'Premier Health Alliance', hash: '043fab5ad09fd643c72d59fe6afccb6fdb4a54f60b7549245861d0d3082ccc08', accepting: true, message: '',
}];
