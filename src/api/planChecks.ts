/**
 * The plan checks of the detail page (storefront.md section 7 "Questions and eligibility"), each
 * GET ?enrollment_id&plan_id: check-prudential-plan (a premier-carrier plan; depdob: dependent
 * info still needed before pricing), check-disability-plan (asks annual income and hours;
 * complete: the quote holds both), check-already-answered (the plan's questions are answered).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { alreadyAnsweredData, disabilityPlanData, prudentialPlanData } from '../../schemas/api/planQuestions';
import { getEndpoint } from './query';

type PlanParams = { enrollmentId: string; planId: number };
const toQuery = ({ enrollmentId, planId }: PlanParams) => ({ enrollment_id: enrollmentId, plan_id: planId });

export const checkPrudentialPlan = getEndpoint<PlanParams, FromSchema<typeof prudentialPlanData>>('check-prudential-plan', toQuery).fetch;
export const checkDisabilityPlan = getEndpoint<PlanParams, FromSchema<typeof disabilityPlanData>>('check-disability-plan', toQuery).fetch;
export const checkAlreadyAnswered = getEndpoint<PlanParams, FromSchema<typeof alreadyAnsweredData>>('check-already-answered', toQuery).fetch;
