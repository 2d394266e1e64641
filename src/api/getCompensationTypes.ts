import type { OptionItem } from '../../schemas/api/types';
import { lookupEndpoint } from './query';

/** GET get-compensation-types: compensation types {value, name} (data.result). */
export const compensationTypesLookup = lookupEndpoint<OptionItem>('get-compensation-types', false);
export const getCompensationTypes = compensationTypesLookup.fetch;
export const useCompensationTypes = compensationTypesLookup.use;
