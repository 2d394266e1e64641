/**
 * GET get-external-site-infromation?site_name: an external partner site's group record (gid,
 * gagent_code, portal_id, landing_type), or null when the server answers 204 (unknown site).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { externalSiteData } from '../../schemas/api/storefrontSite';
import { apiLookup } from './lookup';

export type ExternalSiteData = FromSchema<typeof externalSiteData>;

/** The external site named `site_name`, or null when none matches. */
export function getExternalSite(site_name: string): Promise<ExternalSiteData | null> {
  return apiLookup<ExternalSiteData>('get-external-site-infromation', { site_name });
}
