/** A group by id: restores a stored group (storefront.md 7; 204: unknown). */
import type { FromSchema } from 'json-schema-to-ts';
import type { groupEnrollData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type GroupEnrollData = FromSchema<typeof groupEnrollData>;

/** GET get-group-info-enroll?group_id: the data, or null when the server answers 204 (nothing matches). */
export function getGroupInfoEnroll(group_id: number): Promise<GroupEnrollData | null> {
  return apiLookup<GroupEnrollData>('get-group-info-enroll', { group_id });
}
