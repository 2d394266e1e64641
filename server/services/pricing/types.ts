/** The inputs and answers of the pricing function (data only; the server loads them from the catalog tables). */
import type { TierCode } from '../../../schemas/plans';

/** The tier a price is asked for (schemas/plans.ts). */
export type PricingTier = TierCode;

/** One monthly price row and its band: null in tier, ages, state or smoker means "any". */
export interface PriceRow {
  id: number;
  plan_id: number;
  tier: string | null;
  /** Dollars with two decimals, '412.50'. */
  monthly_price: string;
  /** Inclusive, in whole 365.25-day years. */
  min_age: number | null;
  max_age: number | null;
  /** Two-letter state code. */
  state: string | null;
  /** 1 smoker, 0 non-smoker. */
  smoker: number | null;
  /** Annual income band in dollars, inclusive (disability). */
  min_income: number | null;
  max_income: number | null;
}

/** A plan's eligibility rules (plan_rules); lists null = no limit. */
export interface PlanRules {
  excluded_states: readonly string[];
  allowed_tiers: readonly string[] | null;
  /** Plan-level age limit (planAgeError), inclusive. */
  min_age: number | null;
  max_age: number | null;
  needs_tobacco: boolean;
  /** Disability: dollars a year. */
  min_annual_income: number | null;
  /** Disability: hours a week. */
  min_weekly_hours: number | null;
  needs_dependents: boolean;
  portal_ids: readonly number[] | null;
  /** The metro area: zip prefixes it is sold in. */
  met_zip_prefixes: readonly string[] | null;
  /** changePid: the plan that replaces this one, for these tiers and states (null = all). */
  replaced_by: number | null;
  replace_tiers: readonly string[] | null;
  replace_states: readonly string[] | null;
  has_questions: boolean;
}

/** Everything the catalog knows about one plan. */
export interface CatalogRows {
  plan: { id: number; name: string; plan_type: string };
  rules: PlanRules | null;
  prices: readonly PriceRow[];
}

/** What is known of the visitor: the temporary enrollment's filter_info and portal. */
export interface PricingFilter {
  zip: string | null;
  /** MM/DD/YYYY. */
  dob: string | null;
  tier: string | null;
  state: string | null;
  is_smoker: 0 | 1 | null;
  /** Dollars a year (annual_incode on the wire). */
  annual_income: number | null;
  /** Hours a week. */
  working_hours: number | null;
  spouse_dob: string | null;
  no_of_children: number | null;
  portal_id: number | null;
  /** Whether the plan's health questions are answered. */
  questions_answered: boolean;
}

/** The error codes of storefront.md section 8. */
export const PRICING_ERROR_CODES = [
  'changePid', 'enrollmentIdError', 'salaryError', 'hourError', 'stateError', 'tierError', 'ageError', 'metError',
  'smokerError', 'planAgeError', 'portalError', 'newQuestionsError',
] as const;
export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[number];

/** The prices that apply, or why none does (changePid carries the replacing plan's id). */
export type PricingResult =
  | { ok: PriceRow[] }
  /** target: the field error's target_element when a field other than 'general' fixes it (the dependents). */
  | { errorCode: Exclude<PricingErrorCode, 'changePid'>; message: string; target?: string }
  | { errorCode: 'changePid'; message: string; pid: number };
