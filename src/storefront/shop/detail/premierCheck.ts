/**
 * The premier-carrier check's calls (storefront.md section 7, in its order): check-prudential-plan,
 * GET /{hash} for the plan's carrier, check-disability-plan and check-already-answered; their
 * meaning is machines/storefront/premierCheck.ts's. A plan that is no premier carrier's stops
 * after the first call.
 */
import { premierStep, type PremierCheckInput, type PremierStep } from '../../../../machines/storefront/premierCheck';
import { getCarrierStatus } from '../../../api/getCarrierStatus';
import { checkAlreadyAnswered, checkDisabilityPlan, checkPrudentialPlan } from '../../../api/planChecks';

/** What the add of plan `planId` for enrollment `tempId` needs next. */
export async function runPremierCheck(tempId: string, { planId, carrierHash }: PremierCheckInput): Promise<PremierStep> {
  const params = { enrollmentId: tempId, planId };
  const plan = await checkPrudentialPlan(params);
  if (!plan.status) return { step: 'notPremier' };
  const carrier = carrierHash === null ? null : await getCarrierStatus(carrierHash);
  const disability = await checkDisabilityPlan(params);
  const answered = await checkAlreadyAnswered(params);
  return premierStep({ plan, carrier, disability, answered });
}
