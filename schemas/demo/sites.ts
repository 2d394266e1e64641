/**
 * Branding settings (data) served by get-external-site-dynamic-information: the default site,
 * Acme's custom domain and the landing sites of rep 1001 and group 2001. Every colour passes the
 * contrast rules of domain/storefront/contrast.ts (the seed writes through saveSiteTheme). Logos
 * are small SVG data URIs; the receipt's and review's pictures are the store's own (docs/pictures.md).
 */

import { DEFAULT_SITE } from '../sites';
import { siteMark, type Glyph } from './marks';

/** The fallback domain (schemas/sites.ts), re-exported for the seed and tests that read the demo's sites. */
export { DEFAULT_SITE };

function site(name: string, primary: string, accent: string, glyph: Glyph): Record<string, string> {
  const settings: Record<string, string> = {
    site_name: name,
    primary_color: primary,
    accent_color: accent,
    logo_url: siteMark(glyph, primary),
  };
  // No thank_you_image nor review_tile_1..8: the receipt and the review draw the store's own
  // pictures in the site's colours (src/shared/pictures); a site may still set its own.
  return settings;
}

/** site_domain -> key -> value. */
export const DEMO_SITES: Record<string, Record<string, string>> = {
  [DEFAULT_SITE]: site('Benefit Store', '#1d4e89', '#2a9d8f', 'shield'),
  'benefits.acme.test': site('Acme Benefits', '#8a2c0d', '#b45309', 'gear'),
  // Landing sites are keyed 'agent:{agent_id}' and 'group:{group_id}' (server/services/siteTheme.ts).
  'agent:1001': site('Jordan Avery Benefits', '#5b21b6', '#0e7490', 'compass'),
  'group:2001': site('Acme Benefits', '#8a2c0d', '#b45309', 'gear'),
};
