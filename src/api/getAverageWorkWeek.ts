import type { OptionItem } from '../../schemas/api/types';
import { lookupEndpoint } from './query';

/** GET get-average-work-week: average work week options {value, name} (data.result). */
export const averageWorkWeekLookup = lookupEndpoint<OptionItem>('get-average-work-week', false);
export const getAverageWorkWeek = averageWorkWeekLookup.fetch;
export const useAverageWorkWeek = averageWorkWeekLookup.use;
