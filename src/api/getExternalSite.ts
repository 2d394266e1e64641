/**
 * GET get-external-site-infromation?site_name: an external partner site's group record (gid,
 * gagent_code, portal_id, landing_type), or null when the server answers 204 (unknown site).
 * The route is served by the storefront's site routes (schemas/api); the type names the fields
 * the spec lists (storefront.md 3, "Group site record").
 */
import { apiLookup } from './lookup';

export interface ExternalSiteData { gid: number; gagent_code: string | null; portal_id: number | null; landing_type: string }

/** The external site named `site_name`, or null when none matches. */
export function getExternalSite(site_name: string): Promise<ExternalSiteData | null> {
  return apiLookup<ExternalSiteData>('get-external-site-infromation', { site_name });
}
