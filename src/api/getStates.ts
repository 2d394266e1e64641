import type { UsState } from '../../schemas/api/types';
import { lookupEndpoint } from './query';

/** GET get-states: US states {abbrev, name} (data.result). */
export const statesLookup = lookupEndpoint<UsState>('get-states', false);
export const getStates = statesLookup.fetch;
export const useStates = statesLookup.use;
