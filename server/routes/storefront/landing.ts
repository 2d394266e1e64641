/**
 * Landing pages (storefront.md sections 3 and 7): GET get-agent-landing-page-info,
 * get-agent-about-page-info, get-group-landing-page-info and get-group-about-page-info by id, and
 * the rep landing flow's choices, get-agent-groups and get-enrollment-platforms. A rep or group
 * without a landing page (landing_url '') answers 204 to the landing calls, like an unknown id:
 * a landing page shows the rep's access code, which must not be readable for a rep (1002) whose
 * code is the only way in. A tagline and bio are the store's content: in the caller's language
 * when translated, each answer wholly (content_lang says which).
 */
import type { FastifyInstance } from 'fastify';
import { STOREFRONT_ROUTES } from '../../../schemas/api/storefront';
import { findGroup } from '../../db/queries/reference';
import { agentGroups, agentPortals, findAgent } from '../../db/queries/storefront';
import { ok } from '../../http';
import { oneInLanguage } from '../../services/contentLanguage';
import { typed } from '../typed';

export async function storefrontLandingRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { agentLanding, agentAbout, groupLanding, groupAbout, agentGroups: groupsRoute, platforms } = STOREFRONT_ROUTES;

  /** The rep, when it has a landing page. */
  const landingAgent = async (id: string) => {
    const agent = await findAgent(app.db, Number(id));
    return agent?.landing_url ? agent : undefined;
  };
  /** The group, when it has a landing page. */
  const landingGroup = async (id: string) => {
    const group = await findGroup(app.db, Number(id));
    return group?.landing_url ? group : undefined;
  };

  api.get(agentLanding.url, { schema: agentLanding.schema }, async (request, reply) => {
    const agent = await landingAgent(request.query.agent_id);
    if (!agent) return reply.code(204).send(null);
    return ok(await oneInLanguage(app.db, request.language, {
      display_phone: agent.phone, display_email: agent.email, tagline: agent.tagline, display_about_name: agent.name,
      display_name: agent.name, image: agent.image, image_link: agent.image_link, logo: agent.logo, agent_code: agent.agent_code,
      agent_bio: agent.bio,
    }, ['tagline', 'agent_bio']));
  });

  api.get(agentAbout.url, { schema: agentAbout.schema }, async (request, reply) => {
    const agent = await landingAgent(request.query.agent_id);
    if (!agent) return reply.code(204).send(null);
    return ok(await oneInLanguage(app.db, request.language, { agent_bio: agent.bio }, ['agent_bio']));
  });

  api.get(groupLanding.url, { schema: groupLanding.schema }, async (request, reply) => {
    const group = await landingGroup(request.query.group_id);
    if (!group) return reply.code(204).send(null);
    const rep = group.agent_id === null ? undefined : await findAgent(app.db, group.agent_id);
    return ok(await oneInLanguage(app.db, request.language, {
      display_phone: group.phone, display_email: group.contact_email ?? '', tagline: group.tagline, display_about_name: group.name,
      display_name: group.name, image: group.image, image_link: group.image_link, logo: group.logo, agent_code: rep?.agent_code ?? '',
      agent_bio: rep?.bio ?? '', address_information: { address1: group.address1, city: group.city, state: group.state, zip: group.zip },
      gweb_aboutus: group.bio, gname: group.name,
    }, ['tagline', 'agent_bio', 'gweb_aboutus']));
  });

  api.get(groupAbout.url, { schema: groupAbout.schema }, async (request, reply) => {
    const group = await landingGroup(request.query.group_id);
    if (!group) return reply.code(204).send(null);
    return ok(await oneInLanguage(app.db, request.language, { gweb_aboutus: group.bio }, ['gweb_aboutus']));
  });

  api.get(groupsRoute.url, { schema: groupsRoute.schema }, async (request, reply) => {
    const agent = await findAgent(app.db, Number(request.query.agent_id));
    if (!agent) return reply.code(204).send(null);
    return ok((await agentGroups(app.db, agent.id)).map((group) => ({ gid: group.id, gname: group.name })));
  });

  api.get(platforms.url, { schema: platforms.schema }, async (request, reply) => {
    const agent = await findAgent(app.db, Number(request.query.agent_id));
    if (!agent) return reply.code(204).send(null);
    return ok((await agentPortals(app.db, agent.id)).map((portal) => ({
      platform_group_id: portal.id, platform_name: portal.name, platform_code: portal.code,
    })));
  });
}
