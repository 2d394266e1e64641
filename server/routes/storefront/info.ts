/**
 * Who a visit belongs to (storefront.md section 7): GET get-agent-info-enroll?agent_id=,
 * get-group-info-enroll?group_id=, get-enrollment-info-referral?referral_id=,
 * get-domainSite-infromation (the group whose custom domain the site is: ?site_domain=base64(host),
 * or the request's Host header without it) and get-default-info (the default site). Nothing found
 * answers 204. The by-id answers carry no access code or enrollment code: ids are small and
 * guessable, and a code must not be readable by counting through them. A valid referral and a
 * custom domain are recorded on the caller's session as its way in (services/sessionEntries.ts);
 * the by-id lookups are not ways in.
 */
import type { FastifyInstance } from 'fastify';
import { STOREFRONT_ROUTES } from '../../../schemas/api/storefront';
import { DEFAULT_SITE } from '../../../schemas/sites';
import { MESSAGES } from '../../../schemas/messages';
import { findGroup, siteSettings } from '../../db/queries/reference';
import { findAgent, findGroupBy, findPortal, findReferral } from '../../db/queries/storefront';
import { fieldError, ok, unprocessable } from '../../http';
import { decodeSiteDomain } from '../site/siteInfo';
import { recordEntry } from '../../services/sessionEntries';
import type { StorefrontSiteConfig } from '../../services/storefrontConfig';
import { typed } from '../typed';
import { splitName } from './names';

/** The site configuration as get-default-info answers it (snake_case, like the rest of the API). */
function siteConfigOf({ environment, appHosts, whiteLabel }: StorefrontSiteConfig) {
  return {
    environment, app_hosts: appHosts,
    white_label: whiteLabel && { host: whiteLabel.host, guest_agent_id: whiteLabel.guestAgentId, default_group_id: whiteLabel.defaultGroupId },
  };
}

export async function storefrontInfoRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { agentEnrollInfo, groupEnrollInfo, referralInfo, domainSite, defaultInfo } = STOREFRONT_ROUTES;

  api.get(agentEnrollInfo.url, { schema: agentEnrollInfo.schema }, async (request, reply) => {
    const agent = await findAgent(app.db, Number(request.query.agent_id));
    if (!agent) return reply.code(204).send(null);
    const { first, middle, last } = splitName(agent.name);
    return ok({
      agent_id: agent.id, agent_fname: first, agent_mname: middle, agent_lname: last, email: agent.email, phone: agent.phone,
      landing_url: agent.landing_url,
    });
  });

  api.get(groupEnrollInfo.url, { schema: groupEnrollInfo.schema }, async (request, reply) => {
    const group = await findGroup(app.db, Number(request.query.group_id));
    if (!group) return reply.code(204).send(null);
    return ok({ gid: group.id, gname: group.name, portal_id: group.portal_id, agent_id: group.agent_id, landing_url: group.landing_url });
  });

  api.get(referralInfo.url, { schema: referralInfo.schema }, async (request, reply) => {
    const referral = await findReferral(app.db, Number(request.query.referral_id));
    if (!referral) return reply.code(204).send(null);
    if (referral.valid) await recordEntry(request, reply, { kind: 'referral', agent_id: referral.agent_id, group_id: referral.group_id });
    return ok({
      agent_id: referral.agent_id, group_id: referral.group_id, portal_id: referral.portal_id,
      valid_referral_link: referral.valid, referrer_info: referral.referrer_info,
    });
  });

  api.get(domainSite.url, { schema: domainSite.schema }, async (request, reply) => {
    const encoded = request.query.site_domain;
    const domain = encoded === undefined ? request.hostname.toLowerCase().replace(/:\d+$/, '') : decodeSiteDomain(encoded);
    if (!domain) unprocessable([fieldError('site_domain', MESSAGES.choice)]);
    const group = await findGroupBy(app.db, 'custom_domain', domain);
    if (!group) return reply.code(204).send(null);
    await recordEntry(request, reply, { kind: 'group_site', agent_id: null, group_id: group.id });
    return ok({ gid: group.id, gname: group.name, gagent_code: group.agent_code, portal_id: group.portal_id, landing_type: 'group' as const });
  });

  api.get(defaultInfo.url, { schema: defaultInfo.schema }, async () => {
    const settings = new Map((await siteSettings(app.db, DEFAULT_SITE)).map((row) => [row.key, row.value]));
    const portal = await findPortal(app.db, app.services.config.defaultPortalId);
    return ok({
      site_name: settings.get('site_name') ?? '', logo_url: settings.get('logo_url') ?? '',
      primary_color: settings.get('primary_color') ?? '', accent_color: settings.get('accent_color') ?? '',
      portal_id: app.services.config.defaultPortalId, platform_name: portal?.name ?? '', platform_code: portal?.code ?? '',
      ...siteConfigOf(app.services.config.storefront),
    });
  });
}
