import type { OptionItem } from '../../schemas/api/types';
import { lookupEndpoint } from './query';

/** GET get-employment-status: employment statuses A, C, R {value, name} (data.result). */
export const employmentStatusLookup = lookupEndpoint<OptionItem>('get-employment-status', false);
export const getEmploymentStatus = employmentStatusLookup.fetch;
export const useEmploymentStatus = employmentStatusLookup.use;
