/** A group's landing page: name, address, about text, logo and image (storefront.md 3; 204: no landing). */
import type { FromSchema } from 'json-schema-to-ts';
import type { groupLandingData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type GroupLandingData = FromSchema<typeof groupLandingData>;

/** GET get-group-landing-page-info?group_id: the data, or null when the server answers 204 (nothing matches). */
export function getGroupLandingPageInfo(group_id: number): Promise<GroupLandingData | null> {
  return apiLookup<GroupLandingData>('get-group-landing-page-info', { group_id });
}
