/** GET get-plan-detail/{id} and get-plan-detail (storefront.md section 7): a plan with its texts, or the wellness membership's. */
import type { PlanDetailData } from '../../schemas/api/planDetail';
import { apiGet } from './client';

export type { PlanDetailData };

/** The plan and its detail texts. */
export const getPlanDetail = (planId: number): Promise<PlanDetailData> => apiGet<PlanDetailData>(`get-plan-detail/${planId}`);

/** The membership plan (the membership options modal) and its texts. */
export const getMembershipDetail = (): Promise<PlanDetailData> => apiGet<PlanDetailData>('get-plan-detail');
