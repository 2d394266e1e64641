/** GET get-related-plans?enrollment_id&plan_id (storefront.md section 7): the plan detail's suggested products. */
import type { FromSchema } from 'json-schema-to-ts';
import type { relatedPlansData } from '../../schemas/api/planDetail';
import { apiGet } from './client';

export type RelatedPlansData = FromSchema<typeof relatedPlansData>;

export const getRelatedPlans = (enrollmentId: string, planId: number): Promise<RelatedPlansData> =>
  apiGet<RelatedPlansData>('get-related-plans', { enrollment_id: enrollmentId, plan_id: planId });
