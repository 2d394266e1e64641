/** Whose landing page a name is: type, agent, group and their codes (storefront.md 7; 204: no such landing). */
import type { FromSchema } from 'json-schema-to-ts';
import type { landingData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type LandingPageData = FromSchema<typeof landingData>;

/** GET validate-landing-page?landing_page: the data, or null when the server answers 204 (nothing matches). */
export function validateLandingPage(landing_page: string): Promise<LandingPageData | null> {
  return apiLookup<LandingPageData>('validate-landing-page', { landing_page });
}
