import type { OptionItem } from '../../schemas/api/types';
import { lookupEndpoint } from './query';

/** GET get-vacation-policy?enrollment_id: vacation policies {value, name} (data.result). */
export const vacationPolicyLookup = lookupEndpoint<OptionItem>('get-vacation-policy', true);
export const getVacationPolicy = vacationPolicyLookup.fetch;
export const useVacationPolicy = vacationPolicyLookup.use;
