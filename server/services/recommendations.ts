/**
 * Recommendations (storefront.md section 7, the second backend's recommendation calls; issue 8
 * point 1), pure over rows the routes load:
 * - popularity: plans ranked by how often they were bought (cart lines plus members' policies);
 * - filter: the plans that price for the visitor's state, tier and age (priceOf over the catalog,
 *   with a date of birth standing for the age), ranked by popularity; a plan that only waits for
 *   the visitor's answers (tobacco, income, hours, dependents, health questions) still prices;
 * - association: plans bought together with a plan (same cart or same member), most often first;
 * - the lowest monthly price of a plan ('Starting From'), and the decoding of a link's ids.
 * Ties go to the catalog's order (plan id), so an answer never changes between two calls.
 */
import type { PricingErrorCode } from './pricing/types';
import { priceOf } from './pricing/priceOf';
import type { CatalogRows, PricingFilter } from './pricing/types';
import { RECOMMENDATION_LIMIT } from '../../schemas/api/recommendations';

/** What the visitor told (the recommendation query's state, tier, age; gender prices nothing yet). */
export interface RecommendationVisitor { state: string | null; tier: string | null; age: number | null; portalId: number }

/** Pricing answers that only wait for the visitor's answers on the plan page: the plan still suits them. */
const WAITS_FOR_ANSWERS: ReadonlySet<PricingErrorCode> = new Set(['enrollmentIdError', 'smokerError', 'salaryError', 'hourError', 'newQuestionsError']);

const DAY_MS = 86_400_000;

/** A MM/DD/YYYY date of birth whose 365.25-day age on `today` is `age` (the middle of that year of life). */
export function dobForAge(age: number, today: Date): string {
  const day = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const born = new Date(day - Math.round((age + 0.5) * 365.25) * DAY_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(born.getUTCMonth() + 1)}/${pad(born.getUTCDate())}/${born.getUTCFullYear()}`;
}

/** Ids ranked by count (highest first), ties by id; only `eligible` ones, without `exclude`, at most the limit. */
export function rankByCount(counts: ReadonlyMap<number, number>, eligible: readonly number[], exclude: readonly number[] = []): number[] {
  return eligible.filter((id) => !exclude.includes(id))
    .map((id) => [id, counts.get(id) ?? 0] as const)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([id]) => id)
    .slice(0, RECOMMENDATION_LIMIT);
}

/** Whether the plan prices for the visitor (tier IO when none is told; without an age only the rules and bands that need none). */
export function suitsVisitor(catalog: CatalogRows, visitor: RecommendationVisitor, today: Date): boolean {
  const tier = visitor.tier ?? 'IO';
  const filter: PricingFilter = {
    zip: null, dob: visitor.age === null ? null : dobForAge(visitor.age, today), tier, state: visitor.state, is_smoker: null,
    annual_income: null, working_hours: null, spouse_dob: null, no_of_children: null, portal_id: visitor.portalId, questions_answered: false,
  };
  if (visitor.age === null) return suitsWithoutAge(catalog, filter, tier);
  const result = priceOf(catalog, filter, today);
  return 'ok' in result || WAITS_FOR_ANSWERS.has(result.errorCode);
}

/** Without an age: not replaced, on the portal, sold in the state and the zip-less area, the tier allowed and priced. */
function suitsWithoutAge(catalog: CatalogRows, filter: PricingFilter, tier: string): boolean {
  const { rules, prices } = catalog;
  if (rules) {
    if (rules.replaced_by !== null) return false;
    if (rules.portal_ids !== null && !rules.portal_ids.includes(filter.portal_id ?? -1)) return false;
    if (filter.state !== null && rules.excluded_states.includes(filter.state)) return false;
    if (rules.allowed_tiers !== null && !rules.allowed_tiers.includes(tier)) return false;
  }
  return prices.some((row) => (row.tier === null || row.tier === tier) && (row.state === null || filter.state === null || row.state === filter.state));
}

/** The lowest monthly price of a plan's rows ('412.50'), or null when it has none. */
export function startingPrice(monthlyPrices: readonly string[]): string | null {
  if (monthlyPrices.length === 0) return null;
  return monthlyPrices.reduce((low, price) => (Number(price) < Number(low) ? price : low));
}

/** Counts of each plan bought with `planId`: in the same cart or held by the same member. */
export function boughtWith(planId: number, baskets: ReadonlyArray<readonly number[]>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const basket of baskets) {
    if (!basket.includes(planId)) continue;
    for (const other of new Set(basket)) if (other !== planId) counts.set(other, (counts.get(other) ?? 0) + 1);
  }
  return counts;
}

/** A link's id: base64 of its digits ('MTAwMQ==' -> 1001); undefined when it is not one. */
export function decodeId(token: string): number | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(token)) return undefined;
  const digits = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return /^[1-9][0-9]{0,8}$/.test(digits) ? Number(digits) : undefined;
}
