/**
 * The rules of a refused plan price (storefront.md sections 4 "Pricing error codes" and 8):
 * which dialog fixes which pricing error code, and which one opens by itself the first time its
 * refusal shows. Pure, shared by the plan pricing machine and its tests.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PRICING_DEPENDENTS_TARGET, type PRICING_REFUSAL_CODES, type pricedPlanSchema } from '../../schemas/api/pricing';

export type PricingRefusalCode = (typeof PRICING_REFUSAL_CODES)[number];
/** One priced line of get-plan-pricing-detail. */
export type PricedLine = FromSchema<typeof pricedPlanSchema>;

/** A refusal as the client reads it: the code, the server's text, and the field that fixes it when it names one. */
export interface PricingRefusal { refused: PricingRefusalCode; message: string; target?: string }

/** What pricing answered: lines, the plan that replaces this one, or why there is no price. */
export type PlanPricingAnswer = { plans: PricedLine[] } | { changePid: number } | PricingRefusal;

/** The dialogs of plan detail that fix a refused price. */
export type FixDialog = 'income' | 'tobacco' | 'tier' | 'dependents';
export const FIX_DIALOGS = ['income', 'tobacco', 'tier', 'dependents'] as const satisfies readonly FixDialog[];

/** Codes the visitor can fix here; state, area and age are fixed in the basic info, planAgeError and portalError are the server's text. */
const FIXES: Partial<Record<PricingRefusalCode, FixDialog>> = {
  salaryError: 'income', hourError: 'income', smokerError: 'tobacco', tierError: 'tier',
};

/** The dialog that fixes a refusal, null when none: enrollmentIdError only when the dependents fix it (its target says so). */
export function fixOf(refusal: PricingRefusal): FixDialog | null {
  if (refusal.refused === 'enrollmentIdError') return refusal.target === PRICING_DEPENDENTS_TARGET ? 'dependents' : null;
  return FIXES[refusal.refused] ?? null;
}

/** Whether the saved quote filter holds an annual income (its column is spelled annual_incode, as the spec's call). */
export function incomeGiven(filter: Readonly<Record<string, unknown>> | null): boolean {
  const income = filter?.annual_incode;
  return income !== undefined && income !== null && income !== '';
}

/** The dialog a refusal asks by itself before the visitor answered: 'Do you smoke?' for smokerError, the income and hours for a salary or hours refusal without an income. */
export function askedFirst(refusal: PricingRefusal, filter: Readonly<Record<string, unknown>> | null): FixDialog | null {
  if (refusal.refused === 'smokerError') return 'tobacco';
  if ((refusal.refused === 'salaryError' || refusal.refused === 'hourError') && !incomeGiven(filter)) return 'income';
  return null;
}

/** Whether an answer is a refusal. */
export const isRefusal = (answer: PlanPricingAnswer): answer is PricingRefusal => 'refused' in answer;
