/**
 * The ways in a browser session took (issue 13 finding 2), recorded by the calls that validate
 * them (a landing, a rep or group code, a referral, a site lookup) and read back, with the
 * signed-in principal, as what the caller may ask for (services/callerEntitlements.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addSessionEntry, principalLinks, sessionEntries, type SessionEntry, type SessionEntryRow } from '../db/queries/sessionEntries';
import { lookUpSession, renewSession } from '../plugins/session';
import { entitlementsOf, type Entitlements } from './callerEntitlements';
import { currentPrincipal } from './portalAuth';

/**
 * Records a way in on the caller's session: the live one, else a fresh session (its cookie set
 * on the reply, as add-filter-for-new-user issues one), so the visitor keeps it for the quote.
 */
export async function recordEntry(request: FastifyRequest, reply: FastifyReply, entry: SessionEntryRow): Promise<void> {
  const lookup = await lookUpSession(request);
  if (lookup.live) {
    await addSessionEntry(request.server.db, lookup.hash, entry);
    return;
  }
  await renewSession(request, reply, async (db, hash) => {
    await addSessionEntry(db, hash, entry);
    return true;
  });
}

/**
 * The white-label host is its default group's public site (storefront.md section 1): a request
 * on it counts as having come in through that site, under its guest rep.
 */
function whiteLabelEntry(request: FastifyRequest): SessionEntry[] {
  const site = request.server.services.config.storefront.whiteLabel;
  const host = request.hostname.toLowerCase().replace(/:\d+$/, '');
  return site && host === site.host ? [{ kind: 'group_site', agent_id: site.guestAgentId, group_id: site.defaultGroupId, group_agent_id: null }] : [];
}

/** What the caller may ask for: from its principal, the reps and groups that principal acts for, and its session's ways in. */
export async function callerEntitlements(request: FastifyRequest): Promise<Entitlements> {
  const principal = await currentPrincipal(request);
  const lookup = request.sessionLookup ?? await lookUpSession(request);
  const { db } = request.server;
  const [entries, links] = await Promise.all([
    lookup.live ? sessionEntries(db, lookup.hash) : [],
    principal ? principalLinks(db, principal) : { agents: [], groups: [] },
  ]);
  return entitlementsOf({ principal, links, entries: [...entries, ...whiteLabelEntry(request)] });
}
