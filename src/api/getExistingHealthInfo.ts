import type { ExistingHealthData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-existing-primary-health-info?enrollment_id: the member's health info on file (data.result, or null). */
export const existingHealthInfo = enrollmentEndpoint<ExistingHealthData>('get-existing-primary-health-info');
export const getExistingHealthInfo = existingHealthInfo.fetch;
