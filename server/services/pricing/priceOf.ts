/**
 * The price of one plan for one visitor (issue 8 point 2): a pure function over the catalog's
 * rows, the quote's filter and today. The checks run in this fixed order; the first that fails
 * answers its code (storefront.md section 8, texts in schemas/messages.ts):
 *
 *  1. enrollmentIdError  the quote has no valid date of birth (not after today) or no tier code (IO, IS, IC, IF)
 *  2. changePid          the plan is replaced by another for this tier and state (carries pid)
 *  3. portalError        the plan is not sold on the enrollment's portal
 *  4. stateError         the state is one the plan is not sold in (or unknown while it matters)
 *  5. metError           the zip is outside the plan's metro area (zip prefixes)
 *  6. tierError          the tier is not one the plan allows
 *  7. planAgeError       the age is outside the plan-level age limit
 *  8. enrollmentIdError  the plan needs dependent info first: spouse DOB (IS, IF), children (IC, IF)
 *  9. smokerError        the plan is tobacco-rated and the tobacco answer is missing
 * 10. salaryError        annual income missing or below the plan's minimum
 * 11. hourError          weekly working hours missing or below the plan's minimum
 * 12. newQuestionsError  the plan's health questions are not answered yet
 * 13. the price rows, narrowed by band: tier -> state -> smoker -> annual income -> age; the
 *     stage that leaves none answers tierError, stateError, smokerError, salaryError or ageError. Rows of the visitor's own state
 *     replace the rows for every state (state rates). What remains is the answer.
 * Eligibility rules come before the bands so the visitor is told what to change, not "no price".
 */
import { MESSAGES } from '../../../schemas/messages';
import { PRICING_DEPENDENTS_TARGET } from '../../../schemas/api/pricing';
import { isTierCode, tierCovers } from '../../../schemas/plans';
import { ageOn } from './age';
import type { CatalogRows, PlanRules, PriceRow, PricingFilter, PricingResult } from './types';

type Failure = Exclude<PricingResult, { ok: PriceRow[] }>;

const fail = (errorCode: Exclude<Failure['errorCode'], 'changePid'>, message: string, target?: string): Failure => ({ errorCode, message, ...(target ? { target } : {}) });
const within = (list: readonly string[] | null, value: string | null) => list === null || (value !== null && list.includes(value));

/** The plan-level age message with its limits. */
function planAgeMessage(rules: PlanRules): string {
  return MESSAGES.pricingPlanAge.replace('{min}', String(rules.min_age ?? 0)).replace('{max}', String(rules.max_age ?? 120));
}

/** Checks 2-12: the plan's rules against the filter (age already known). */
function ruleFailure(rules: PlanRules, filter: PricingFilter, tier: string, age: number): Failure | null {
  if (rules.replaced_by !== null && within(rules.replace_tiers, tier) && within(rules.replace_states, filter.state)) {
    return { errorCode: 'changePid', message: MESSAGES.pricingReplaced, pid: rules.replaced_by };
  }
  if (rules.portal_ids !== null && (filter.portal_id === null || !rules.portal_ids.includes(filter.portal_id))) return fail('portalError', MESSAGES.pricingPortal);
  if (rules.excluded_states.length > 0 && (filter.state === null || rules.excluded_states.includes(filter.state))) return fail('stateError', MESSAGES.pricingState);
  if (rules.met_zip_prefixes !== null && !rules.met_zip_prefixes.some((prefix) => filter.zip?.startsWith(prefix) === true)) return fail('metError', MESSAGES.pricingMet);
  if (!within(rules.allowed_tiers, tier)) return fail('tierError', MESSAGES.pricingTier);
  if ((rules.min_age !== null && age < rules.min_age) || (rules.max_age !== null && age > rules.max_age)) return fail('planAgeError', planAgeMessage(rules));
  if (rules.needs_dependents) {
    const covers = tierCovers(tier);
    if ((covers.spouse && !filter.spouse_dob) || (covers.children && !filter.no_of_children)) return fail('enrollmentIdError', MESSAGES.pricingDependents, PRICING_DEPENDENTS_TARGET);
  }
  if (rules.needs_tobacco && filter.is_smoker === null) return fail('smokerError', MESSAGES.pricingSmoker);
  if (rules.min_annual_income !== null && (filter.annual_income === null || filter.annual_income < rules.min_annual_income)) return fail('salaryError', MESSAGES.pricingSalary);
  if (rules.min_weekly_hours !== null && (filter.working_hours === null || filter.working_hours < rules.min_weekly_hours)) return fail('hourError', MESSAGES.pricingHours);
  if (rules.has_questions && !filter.questions_answered) return fail('newQuestionsError', MESSAGES.pricingQuestions);
  return null;
}

/** Check 13: the rows whose band holds the visitor, or the code of the first stage that empties. */
function bandRows(prices: readonly PriceRow[], filter: PricingFilter, tier: string, age: number): PricingResult {
  const byTier = prices.filter((row) => row.tier === null || row.tier === tier);
  if (byTier.length === 0) return fail('tierError', MESSAGES.pricingTier);
  const inState = byTier.filter((row) => row.state === null || row.state === filter.state);
  if (inState.length === 0) return fail('stateError', MESSAGES.pricingState);
  // A state's own rates replace the rates for every state.
  const byState = inState.some((row) => row.state !== null) ? inState.filter((row) => row.state !== null) : inState;
  const bySmoker = byState.filter((row) => row.smoker === null || row.smoker === filter.is_smoker);
  if (bySmoker.length === 0) return fail('smokerError', MESSAGES.pricingSmoker);
  const byIncome = bySmoker.filter((row) => (row.min_income === null && row.max_income === null)
    || (filter.annual_income !== null && (row.min_income === null || filter.annual_income >= row.min_income) && (row.max_income === null || filter.annual_income <= row.max_income)));
  if (byIncome.length === 0) return fail('salaryError', MESSAGES.pricingSalary);
  const byAge = byIncome.filter((row) => (row.min_age === null || age >= row.min_age) && (row.max_age === null || age <= row.max_age));
  if (byAge.length === 0) return fail('ageError', MESSAGES.pricingAge);
  return { ok: [...byAge].sort((a, b) => a.id - b.id) };
}

/** The plan's monthly price rows for this visitor today, or the first failing check's code and message. */
export function priceOf(catalog: CatalogRows, filter: PricingFilter, today: Date): PricingResult {
  const age = ageOn(filter.dob, today);
  const tier = filter.tier;
  if (age === null || tier === null || !isTierCode(tier)) return fail('enrollmentIdError', MESSAGES.pricingQuoteMissing);
  const failure = catalog.rules ? ruleFailure(catalog.rules, filter, tier, age) : null;
  return failure ?? bandRows(catalog.prices, filter, tier, age);
}
