/**
 * The storefront's site lookups (storefront.md sections 4 and 7): GET
 * get-external-site-infromation?site_name= (an external partner site: the group and portal its
 * visitors enroll into, recorded as the caller's way in; 204 for an unknown name) and GET get-elevate-info (the portal of the
 * elevate partner host, from configuration). The enrollment calls of the same table live in
 * siteEnrollment.ts and are registered with these.
 */
import type { FastifyInstance } from 'fastify';
import { STOREFRONT_SITE_ROUTES } from '../../../schemas/api/storefrontSite';
import { findPortal } from '../../db/queries/storefront';
import { findExternalSite } from '../../db/queries/storefrontSites';
import { ok } from '../../http';
import { recordEntry } from '../../services/sessionEntries';
import { typed } from '../typed';
import { storefrontSiteEnrollmentRoutes } from './siteEnrollment';

export async function storefrontSiteRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { externalSite, elevateInfo } = STOREFRONT_SITE_ROUTES;

  api.get(externalSite.url, { schema: externalSite.schema }, async (request, reply) => {
    const site = await findExternalSite(app.db, request.query.site_name);
    if (!site) return reply.code(204).send(null);
    await recordEntry(request, reply, { kind: 'group_site', agent_id: null, group_id: site.gid });
    return ok({
      site_name: site.name, gid: site.gid, gname: site.gname, gagent_code: site.agent_code, portal_id: site.portal_id, landing_type: 'group' as const,
    });
  });

  api.get(elevateInfo.url, { schema: elevateInfo.schema }, async () => {
    const { portalId } = app.services.config.elevate;
    const portal = await findPortal(app.db, portalId);
    return ok({ portal_id: portalId, platform_name: portal?.name ?? '', platform_code: portal?.code ?? '' });
  });

  await storefrontSiteEnrollmentRoutes(app);
}
