/**
 * The access dialogs' calls (storefront.md sections 4 and 7): GET validate-agent?agent_code= (rep
 * access code), GET validate-group?group_code= (group enrollment code), both throttled and held to
 * a time floor (services/accessCodes.ts), 204 for an unknown code; and GET
 * validate-landing-page?landing_page= (a rep's or group's landing slug; public, so not throttled).
 * Each one found is recorded on the caller's session as its way in (services/sessionEntries.ts;
 * a session is issued when there is none): what a quote may then be started under. A code is
 * checked first by its entry form's schema (adapters/storefrontForms.ts: required, then its shape),
 * the one the browser's engine checks (issue 16 item 1); bad input is not an attempt.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storefrontFieldErrors } from '../../../adapters';
import { STOREFRONT_ROUTES } from '../../../schemas/api/storefront';
import { findAgentByCode, findAgentByLanding, findGroupBy, findGroupByCode } from '../../db/queries/storefront';
import { ok, unprocessable } from '../../http';
import { checkAccessCode } from '../../services/accessCodes';
import { recordEntry } from '../../services/sessionEntries';
import { storefrontLayered, visitorPortal } from '../../services/storefrontForms';
import { typed } from '../typed';
import { splitName } from './names';

/** 422 at the code's field when its entry form (the visitor's portal's) refuses it (nothing looked up, no attempt counted). */
async function refuseBadCode(request: FastifyRequest, form: 'access_code' | 'group_code', query: Readonly<Record<string, unknown>>): Promise<void> {
  const errors = storefrontFieldErrors(form, query, await storefrontLayered(request.server.db, form, await visitorPortal(request)));
  if (errors.length > 0) unprocessable(errors);
}

export async function storefrontAccessRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { validateAgent, validateGroup, validateLanding } = STOREFRONT_ROUTES;

  api.get(validateAgent.url, { schema: validateAgent.schema }, async (request, reply) => {
    await refuseBadCode(request, 'access_code', request.query);
    const agent = await checkAccessCode(request, 'agent_code', async () => {
      const found = await findAgentByCode(app.db, request.query.agent_code);
      if (found) await recordEntry(request, reply, { kind: 'rep_code', agent_id: found.id, group_id: null });
      return found;
    });
    if (!agent) return reply.code(204).send(null);
    const { first, last } = splitName(agent.name);
    return ok({
      first_name: first, last_name: last, email: agent.email, phone: agent.phone, agent_code: agent.agent_code,
      logo: agent.logo, image: agent.image, landing_url: agent.landing_url,
    });
  });

  api.get(validateGroup.url, { schema: validateGroup.schema }, async (request, reply) => {
    await refuseBadCode(request, 'group_code', request.query);
    const group = await checkAccessCode(request, 'group_code', async () => {
      const found = await findGroupByCode(app.db, request.query.group_code);
      if (found) await recordEntry(request, reply, { kind: 'group_code', agent_id: null, group_id: found.id });
      return found;
    });
    if (!group) return reply.code(204).send(null);
    return ok({ name: group.name, group_id: group.id, landing_url: group.landing_url });
  });

  api.get(validateLanding.url, { schema: validateLanding.schema }, async (request, reply) => {
    const slug = request.query.landing_page;
    const agent = await findAgentByLanding(app.db, slug);
    if (agent) await recordEntry(request, reply, { kind: 'rep_landing', agent_id: agent.id, group_id: null });
    if (agent) return ok({ type: 'agent' as const, agent_id: agent.id, group_id: null, gagent_code: agent.agent_code, gcode: null, gname: null });
    const group = await findGroupBy(app.db, 'landing_url', slug);
    if (!group) return reply.code(204).send(null);
    await recordEntry(request, reply, { kind: 'group_landing', agent_id: null, group_id: group.id });
    return ok({
      type: 'group' as const, agent_id: group.agent_id, group_id: group.id, gagent_code: group.agent_code, gcode: group.code, gname: group.name,
    });
  });
}
