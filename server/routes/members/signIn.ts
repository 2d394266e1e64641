/**
 * Portal sign-in (issue 7, point 6): POST portal-sign-in (e-mail, password; a fresh session with
 * the principal), POST portal-sign-out (the session ended, its cookie cleared) and GET portal-session (who is
 * signed in: all null when nobody). Each answer describes the principal with the ids a page
 * stores for the visitor (agent, group, user, portal).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MEMBERS_ROUTES } from '../../../schemas/api/members';
import type { PortalRole } from '../../../schemas/portalRoles';
import { findMemberWithLinks, findGroupRow } from '../../db/queries/members';
import { findAgent } from '../../db/queries/storefront';
import type { Database } from '../../db/types';
import { ok } from '../../http';
import { currentPrincipal, signIn, signOut } from '../../services/portalAuth';
import { memberPortal } from '../../services/portalAuthMembers';
import { typed } from '../typed';
import { splitName } from '../storefront/names';

const NOBODY = {
  role: null, name: null, first_name: null, last_name: null, agent_id: null, group_id: null, user_id: null, portal_id: null,
} as const;

/** The principal as the app stores it. */
async function describe(db: Kysely<Database>, principal: { role: PortalRole; ref: number } | null, defaultPortalId: number) {
  if (!principal) return NOBODY;
  if (principal.role === 'agent') {
    const agent = await findAgent(db, principal.ref);
    const { first, last } = splitName(agent?.name ?? '');
    return { ...NOBODY, role: principal.role, name: agent?.name ?? '', first_name: first, last_name: last, agent_id: principal.ref };
  }
  if (principal.role === 'group') {
    const group = await findGroupRow(db, principal.ref);
    return { ...NOBODY, role: principal.role, name: group?.name ?? '', group_id: principal.ref, agent_id: group?.agent_id ?? null, portal_id: group?.portal_id ?? null };
  }
  const member = await findMemberWithLinks(db, principal.ref);
  if (!member) return NOBODY;
  return {
    role: principal.role, name: `${member.first_name} ${member.last_name}`, first_name: member.first_name, last_name: member.last_name,
    agent_id: member.agent_id, group_id: member.group_id, user_id: member.id, portal_id: memberPortal(member, defaultPortalId),
  };
}

export async function portalSignInRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { signIn: signInRoute, signOut: signOutRoute, portalSession } = MEMBERS_ROUTES;

  api.post(signInRoute.url, { schema: signInRoute.schema }, async (request, reply) => {
    const principal = await signIn(request, reply, request.body.email, request.body.password);
    return ok(await describe(app.db, principal, app.services.config.defaultPortalId));
  });

  api.post(signOutRoute.url, { schema: signOutRoute.schema }, async (request, reply) => {
    await signOut(request, reply);
    return ok({});
  });

  api.get(portalSession.url, { schema: portalSession.schema }, async (request) => ok(await describe(app.db, await currentPrincipal(request), app.services.config.defaultPortalId)));
}
