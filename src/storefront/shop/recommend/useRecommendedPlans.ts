/**
 * The visitor's recommended products (storefront.md sections 1 and 2: recommendations on the
 * home and cart pages), from the second backend's calls: with a quote, the plans that price for
 * its state, tier, age and gender (recommendation/filter), else the most bought
 * (recommendation/popularity); with plans in the cart, the plans bought together with them
 * (recommendation/association) come first and the cart's own plans are left out; then
 * recommendation/plan-details gives the cards. One SWR entry for the ranking per visitor and
 * quote, and one for the cards per visitor, quote and cart, so the header, the strip, the list
 * and the cart's carousel share their calls (the cart page asks the ranking once, issue 17).
 */
import useSWR from 'swr';
import type { RecommendedPlan } from '../../../../schemas/api/recommendations';
import { ageInYears, dayOf, parseDob } from '../../../../domain/storefront/quoteRules';
import { getEnrollmentTempInfo } from '../../../api/getEnrollmentTempInfo';
import { getRecommendations, getRecommendedPlanDetails, type RecommendationQuery } from '../../../api/getRecommendations';
import { ONCE_PER_PAGE } from '../../../api/query';
import { useSessionValue } from '../../../session/useSessionValue';

/** How many recommended plans are asked for (the list page shows them all; the strip at most 5). */
const WANTED = 10;
const NO_PLANS: readonly number[] = [];

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** What of a saved quote the filter ranking takes: state, tier, whole 365.25-day age, gender. */
export function quoteQuery(filterInfo: unknown, today: Date): RecommendationQuery | null {
  if (typeof filterInfo !== 'object' || filterInfo === null) return null;
  const saved = filterInfo as Record<string, unknown>;
  const born = text(saved.dob) ? parseDob(text(saved.dob)!) : null;
  const age = born === null ? null : Math.floor(ageInYears(born, dayOf(today)));
  const query = { state: text(saved.state), tier: text(saved.tier), age: age !== null && age >= 0 ? age : null, gender: text(saved.gender) };
  return query.state || query.tier || query.age !== null ? query : null;
}

/** The ids to show: bought-together first (only ones that suit the quote, when there is one), then the ranking; never the cart's own. */
export function mergeRecommendations(together: readonly number[], ranked: readonly number[], cart: readonly number[], quoted: boolean): number[] {
  const fits = (id: number) => !quoted || ranked.includes(id);
  return [...new Set([...together.filter(fits), ...ranked])].filter((id) => !cart.includes(id)).slice(0, WANTED);
}

/** The ranking for the visitor and saved quote: the plans that price for the quote (filter), else the most bought (popularity). */
function rank(visitor: RecommendationQuery, filterInfo: unknown): Promise<number[]> {
  const quote = quoteQuery(filterInfo, new Date());
  return getRecommendations(quote ? 'filter' : 'popularity', { ...visitor, ...quote });
}

/** The cards to show beside `cart` (none: anywhere else), bought-together first, from the visitor's `ranked` plans. */
async function recommend(visitor: RecommendationQuery, filterInfo: unknown, cart: readonly number[], ranked: readonly number[]): Promise<RecommendedPlan[]> {
  const together = await Promise.all(cart.map((planID) => getRecommendations('association', { ...visitor, planID })));
  const ids = mergeRecommendations(together.flat(), ranked, cart, quoteQuery(filterInfo, new Date()) !== null);
  return ids.length === 0 ? [] : getRecommendedPlanDetails(ids, visitor);
}

/**
 * The SWR key of a visitor's ranking: one entry whatever the cart, so the header's count and the
 * cart's carousel ask recommendation/filter (or popularity) once between them (stories give answers under it).
 */
export function rankingKey(visitor: RecommendationQuery, filterInfo: unknown): [string, string] {
  return ['recommendation-ranking', JSON.stringify({ visitor, filterInfo })];
}

/** The SWR key of a visitor's recommendations beside a cart (stories give answers under it). */
export function recommendationsKey(visitor: RecommendationQuery, filterInfo: unknown, cart: readonly number[]): [string, string] {
  return ['recommendations', JSON.stringify({ visitor, filterInfo, cart })];
}

export interface RecommendedPlans {
  /** undefined while loading. */
  plans: RecommendedPlan[] | undefined;
  /** The calls failed: nothing to recommend is shown (recommendations never block a page). */
  failed: boolean;
}

/** The recommended plans for this visitor; `cartPlanIds` when shown beside a cart; `enabled` false asks nothing. */
export function useRecommendedPlans({ cartPlanIds = NO_PLANS, enabled = true }: { cartPlanIds?: readonly number[]; enabled?: boolean } = {}): RecommendedPlans {
  const tempId = useSessionValue('tempId');
  const visitor: RecommendationQuery = {
    platformID: useSessionValue('portal_id'), userID: useSessionValue('user_id'), enroll_type: useSessionValue('enroll_type'),
    agentID: useSessionValue('agent_id'), groupID: useSessionValue('group_id'),
  };
  const saved = useSWR(enabled && tempId ? ['quote-filter', tempId] : null, () => getEnrollmentTempInfo({ enrollmentId: tempId!, column: 'filter_info' }),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  const quoteKnown = !tempId || saved.data !== undefined || saved.error !== undefined;
  const filterInfo = saved.data?.result ?? null;
  const cart = [...cartPlanIds].sort((a, b) => a - b);
  const ranked = useSWR(enabled && quoteKnown ? rankingKey(visitor, filterInfo) : null, () => rank(visitor, filterInfo), ONCE_PER_PAGE);
  const answer = useSWR(enabled && ranked.data ? recommendationsKey(visitor, filterInfo, cart) : null, () => recommend(visitor, filterInfo, cart, ranked.data!),
    { ...ONCE_PER_PAGE, keepPreviousData: true });
  return { plans: answer.data, failed: ranked.error !== undefined || answer.error !== undefined };
}
