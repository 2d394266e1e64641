import type { GroupInfoData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-group-info?enrollment_id: the employer group's name, phone and address (employer prefill). */
export const groupInfo = enrollmentEndpoint<GroupInfoData>('get-group-info');
export const getGroupInfo = groupInfo.fetch;
