/** GET get-plan-pricing-detail?pid&enrollment_id (storefront.md section 7): the plan's priced lines, changePid, or a pricing error code. */
import type { FromSchema } from 'json-schema-to-ts';
import type { PRICING_REFUSAL_CODES, pricedPlanSchema } from '../../schemas/api/pricing';
import { codedGet, type Refusal } from './codedAnswer';

export type PricedPlan = FromSchema<typeof pricedPlanSchema>;
export type PricingRefusalCode = (typeof PRICING_REFUSAL_CODES)[number];

/** What pricing answered: lines, the plan that replaces this one, or why there is no price. */
export type PricingAnswer = { plans: PricedPlan[] } | { changePid: number } | Refusal<PricingRefusalCode>;

type Success = { statusCode: 200; data: { plans: PricedPlan[] } } | { statusCode: 'changePid'; data: { pid: number } };

/** Prices plan `pid` for the enrollment's quote. */
export async function getPlanPricingDetail(pid: number, enrollmentId: string): Promise<PricingAnswer> {
  const result = await codedGet<Success, PricingRefusalCode>('get-plan-pricing-detail', { pid, enrollment_id: enrollmentId });
  if ('refused' in result) return result;
  const { answer } = result;
  return answer.statusCode === 'changePid' ? { changePid: answer.data.pid } : { plans: answer.data.plans };
}
