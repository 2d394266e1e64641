/** The group whose custom domain a host is; site_domain is the host in base64 (storefront.md 7; 204: not a known domain). */
import type { FromSchema } from 'json-schema-to-ts';
import type { domainSiteData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type DomainSiteData = FromSchema<typeof domainSiteData>;

/** GET get-domainSite-infromation?site_domain: the data, or null when the server answers 204 (nothing matches). */
export function getDomainSite(site_domain: string): Promise<DomainSiteData | null> {
  return apiLookup<DomainSiteData>('get-domainSite-infromation', { site_domain });
}
