import type { DynamicTabsData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-dynamic-tabs?enrollment_id: the wizard tabs the server configures for this enrollment. */
export const dynamicTabs = enrollmentEndpoint<DynamicTabsData>('get-dynamic-tabs');
export const getDynamicTabs = dynamicTabs.fetch;
