import type { EthnicCategory } from '../../schemas/api/types';
import { lookupEndpoint } from './query';

/** GET get-ethnic-category: ethnic groups {id, name} (data.result). */
export const ethnicCategoryLookup = lookupEndpoint<EthnicCategory>('get-ethnic-category', false);
export const getEthnicCategory = ethnicCategoryLookup.fetch;
export const useEthnicCategory = ethnicCategoryLookup.use;
