/**
 * The pricing filter from a temporary enrollment (pure): its filter_info as the quote routes
 * save it (storefront.md section 3: zip, dob, gender, tier, state, is_smoker, annual_incode,
 * working_hours, spouse_dob, no_of_children; numbers may arrive as strings) and its portal.
 * answered_plan_ids lists the plans whose health questions are answered (written by the
 * questions calls; absent until they exist, so such plans answer newQuestionsError).
 */
import { TIER_NAMES, type TierCode } from '../../../schemas/plans';
import type { PricingFilter } from './types';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A finite number from a number or a numeric string; null otherwise. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  return Number(value.trim());
}

function smokerOf(value: unknown): 0 | 1 | null {
  const answer = numberOf(value);
  return answer === 1 ? 1 : answer === 0 ? 0 : null;
}

/** What pricing needs to know of the visitor, for this plan. */
export function pricingFilterOf(filterInfo: Readonly<Record<string, unknown>>, portalId: number | null, planId: number): PricingFilter {
  const answered = filterInfo.answered_plan_ids;
  return {
    zip: text(filterInfo.zip), dob: text(filterInfo.dob), tier: text(filterInfo.tier), state: text(filterInfo.state)?.toUpperCase() ?? null,
    is_smoker: smokerOf(filterInfo.is_smoker), annual_income: numberOf(filterInfo.annual_incode), working_hours: numberOf(filterInfo.working_hours),
    spouse_dob: text(filterInfo.spouse_dob), no_of_children: numberOf(filterInfo.no_of_children), portal_id: portalId,
    questions_answered: Array.isArray(answered) && answered.some((id) => numberOf(id) === planId),
  };
}

/** The tier in words (section 3): IC reads 'Member + 1 Child' when a premier plan is priced or in the cart. */
export function tierText(tier: string, premier: boolean): string {
  return tier === 'IC' && premier ? 'Member + 1 Child' : (TIER_NAMES[tier as TierCode] ?? tier);
}
