import type { FromSchema } from 'json-schema-to-ts';
import type { suggestedPlansData, upsellPopupData } from '../../schemas/api/cart';
import { apiGet, type Query } from './client';

export type SuggestedPlansData = FromSchema<typeof suggestedPlansData>;
export type UpsellPopupData = FromSchema<typeof upsellPopupData>;

/** The visitor's ids the upsell calls carry (storefront.md section 7); the server reads the enrollment's own. */
export interface VisitorIds { group_id?: number | null; agent_id?: number | null; portal_id?: number | null; eprocess?: string | null; open_type?: string | null }

/** GET get-suggested-plan-list: the upsells offered to an applicant at checkout. */
export function getSuggestedPlanList(enrollmentId: string, visitor: VisitorIds): Promise<SuggestedPlansData> {
  return apiGet<SuggestedPlansData>('get-suggested-plan-list', { enrollment_id: enrollmentId, ...visitor } as Query);
}

/** GET get-suggested-plan-list-new: the popup of one suggested plan. */
export function getSuggestedPlanListNew(enrollmentId: string, planId: number, visitor: VisitorIds): Promise<UpsellPopupData> {
  return apiGet<UpsellPopupData>('get-suggested-plan-list-new', { enrollment_id: enrollmentId, plan_id: planId, ...visitor } as Query);
}
