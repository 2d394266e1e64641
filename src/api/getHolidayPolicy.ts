import type { OptionItem } from '../../schemas/api/types';
import { lookupEndpoint } from './query';

/** GET get-holiday-policy?enrollment_id: holiday policy keys {value, name} (data.result). */
export const holidayPolicyLookup = lookupEndpoint<OptionItem>('get-holiday-policy', true);
export const getHolidayPolicy = holidayPolicyLookup.fetch;
export const useHolidayPolicy = holidayPolicyLookup.use;
