/**
 * The second backend's recommendation calls (storefront.md section 7), on the store API base:
 * GET recommendation/popularity, /filter, /association (data.recs: plan ids, best first) and
 * GET recommendation/plan-details (the cards of plan_list with their 'Starting From' price).
 */
import type { RecommendedPlan, RecsData } from '../../schemas/api/recommendations';
import { apiGet, STORE_API_BASE, type Query } from './client';

/** The query every recommendation call takes (the spec's names; null values are left out). */
export interface RecommendationQuery {
  platformID?: number | null; userID?: number | null; enroll_type?: string | null; agentID?: number | null; groupID?: number | null;
  planID?: number | null; state?: string | null; tier?: string | null; age?: number | null; gender?: string | null;
}

export type RecommendationKind = 'popularity' | 'filter' | 'association';

/** Plan ids recommended by one of the three rankings. */
export async function getRecommendations(kind: RecommendationKind, query: RecommendationQuery): Promise<number[]> {
  return (await apiGet<RecsData>(`recommendation/${kind}`, query as Query, STORE_API_BASE)).recs;
}

/** The cards of these plans, in this order (ones the visitor may not see are left out). */
export function getRecommendedPlanDetails(planIds: readonly number[], query: RecommendationQuery): Promise<RecommendedPlan[]> {
  return apiGet<RecommendedPlan[]>('recommendation/plan-details', { ...(query as Query), plan_list: planIds.join(',') }, STORE_API_BASE);
}
