/**
 * GET get-external-site-dynamic-information?site_domain=base64(domain): public branding of a site.
 * Unknown domains get the default site's settings; a known one's settings override them key by key.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { MESSAGES } from '../../../schemas/messages';
import { fieldError, ok, unprocessable } from '../../http';
import { mergedSiteSettings } from '../../services/siteBrand';
import { typed } from '../typed';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;
const LANDING_SITE = /^(agent|group):[1-9][0-9]{0,8}$/;
const DOMAIN = /^[A-Za-z0-9.-]{1,253}(?::[0-9]{1,5})?$/;

/** base64 (standard or URL-safe, padding optional) -> host name, or undefined when malformed. */
export function decodeSiteDomain(encoded: string): string | undefined {
  const standard = encoded.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(standard)) return undefined;
  const decoded = Buffer.from(standard, 'base64').toString('utf8');
  if (LANDING_SITE.test(decoded)) return decoded; // a rep's or group's landing site (server/services/siteTheme.ts)
  return DOMAIN.test(decoded) ? decoded.toLowerCase().replace(/:\d+$/, '') : undefined;
}

export async function siteInfoRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.siteSettings;
  typed(app).get(url, { schema }, async (request) => {
    const domain = decodeSiteDomain(request.query.site_domain);
    if (!domain) unprocessable([fieldError('site_domain', MESSAGES.choice)]);
    const merged = await mergedSiteSettings(app.db, domain);
    return ok({ result: [...merged].map(([key, value]) => ({ key, value })) });
  });
}
