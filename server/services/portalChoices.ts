/**
 * The portals (and a rep's groups) a caller may choose in the plan detail's select-portal dialog
 * (storefront.md sections 2 and 4 "Plan detail entry"; issue 16 item 1), from what the server knows
 * of the session (services/callerEntitlements.ts), never from a request: a signed-in rep chooses
 * among its portals and, optionally, its groups; a visitor who came through a group among the
 * group's portals (its own, else its rep's); a visitor of a rep among the rep's portals.
 * get-form-fields-pricing/portal serves them as the form's choices, and the calls that take a
 * chosen portal (add-filter-for-new-user, update-filter-portal) check a body against the same
 * choices with the same form (adapters/pricingForms.ts), plus the portals anyone is handed
 * (the default portal, which a quote without a portal takes anyway, and the elevate partner's).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { pricingFieldErrors, type PortalChoices } from '../../adapters';
import type { FieldError } from '../../domain/errors';
import type { Choice } from '../../schemas/catalog';
import { findGroupRow } from '../db/queries/members';
import { agentGroups, agentPortals, findPortal } from '../db/queries/storefront';
import type { Database } from '../db/types';
import { callerEntitlements } from './sessionEntries';

type Portal = { id: number; name: string; code: string };

/** The portals offered for a group: its own, or without one its rep's (get-group-agent-member-info answers the same). */
export async function groupPortals(db: Kysely<Database>, group: { portal_id: number | null; agent_id: number | null }): Promise<Portal[]> {
  if (group.portal_id !== null) {
    const portal = await findPortal(db, group.portal_id);
    return portal ? [portal] : [];
  }
  return group.agent_id === null ? [] : agentPortals(db, group.agent_id);
}

/** The portals of some groups, or of some reps, each once, in the order found. */
async function portalsOf(db: Kysely<Database>, groups: readonly number[], agents: readonly number[]): Promise<Choice[]> {
  const found = groups.length > 0
    ? await Promise.all(groups.map(async (id) => { const group = await findGroupRow(db, id); return group ? groupPortals(db, group) : []; }))
    : await Promise.all(agents.map((id) => agentPortals(db, id)));
  const byId = new Map(found.flat().map((portal) => [portal.id, { value: String(portal.id), label: portal.name }]));
  return [...byId.values()];
}

/** The dialog's choices for the caller of this request (the group question only for a signed-in rep). */
export async function portalChoices(request: FastifyRequest): Promise<PortalChoices> {
  const { db } = request.server;
  const rights = await callerEntitlements(request);
  const rep = rights.signedInRep;
  if (rep !== null) {
    const [portals, groups] = await Promise.all([portalsOf(db, [], [rep]), agentGroups(db, rep)]);
    return { portals, groups: groups.map((group) => ({ value: String(group.id), label: group.name })) };
  }
  return { portals: await portalsOf(db, [...rights.groups], [...rights.agents]), groups: null };
}

/**
 * The field errors of a chosen portal and group in a body (only what it holds: a quote may name
 * none), judged by the select-portal form against the caller's choices and the open portals.
 */
export async function chosenPortalErrors(request: FastifyRequest, body: { platform_group_id?: number | null; group_id?: number | null }): Promise<FieldError[]> {
  const sent = { platform_group_id: body.platform_group_id ?? undefined, group_id: body.group_id ?? undefined };
  if (sent.platform_group_id === undefined && sent.group_id === undefined) return [];
  const { defaultPortalId, elevate } = request.server.services.config;
  const choices = await portalChoices(request);
  const offered = new Set(choices.portals.map((choice) => choice.value));
  const open = await Promise.all([...new Set([defaultPortalId, elevate.portalId])].map((id) => findPortal(request.server.db, id)));
  const extra = open.flatMap((portal) => (portal && !offered.has(String(portal.id)) ? [{ value: String(portal.id), label: portal.name }] : []));
  return pricingFieldErrors('portal', sent, { portal: { ...choices, portals: [...choices.portals, ...extra] }, partial: true });
}
