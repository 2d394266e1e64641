import type { OptionItem } from '../../schemas/api/types';
import { lookupEndpoint } from './query';

/** GET get-bargaining-unit?enrollment_id: bargaining units {value, name} (data.result). */
export const bargainingUnitLookup = lookupEndpoint<OptionItem>('get-bargaining-unit', true);
export const getBargainingUnit = bargainingUnitLookup.fetch;
export const useBargainingUnit = bargainingUnitLookup.use;
