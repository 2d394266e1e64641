import type { EnrollCodeData } from '../../schemas/api/types';
import { STORE_API_BASE } from './client';
import { enrollmentEndpoint } from './query';

/** GET check-enroll-code?enrollment_id on the benefit-store API host: whether to show / require the enroller code. */
export const enrollCode = enrollmentEndpoint<EnrollCodeData>('check-enroll-code', STORE_API_BASE);
export const checkEnrollCode = enrollCode.fetch;
