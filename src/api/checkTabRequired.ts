import type { TabName } from '../../schemas/tabs';
import type { TabRequiredData } from '../../schemas/api/types';
import { getEndpoint } from './query';

/** Parameters of check-tab-required. */
export interface CheckTabRequiredParams { enrollmentId: string; tabName: TabName }

/** GET check-tab-required?enrollment_id&tab_name: whether one tab is required (data.result.required). */
export const tabRequired = getEndpoint<CheckTabRequiredParams, TabRequiredData>('check-tab-required', (p) => ({ enrollment_id: p.enrollmentId, tab_name: p.tabName }));
export const checkTabRequired = tabRequired.fetch;
