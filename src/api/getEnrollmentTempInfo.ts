import type { TempInfoColumn, TempInfoData } from '../../schemas/api/types';
import { getEndpoint } from './query';

/** Parameters of get-enrollment-temp-info. */
export interface TempInfoParams { enrollmentId: string; column: TempInfoColumn }

/** GET get-enrollment-temp-info?enrollment_id&column: one saved column of the enrollment (data.result, or null). */
export const enrollmentTempInfo = getEndpoint<TempInfoParams, TempInfoData>('get-enrollment-temp-info', (p) => ({ enrollment_id: p.enrollmentId, column: p.column }));
export const getEnrollmentTempInfo = enrollmentTempInfo.fetch;
