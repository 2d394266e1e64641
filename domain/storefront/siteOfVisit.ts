/**
 * Which site a visit belongs to, once a custom domain is ruled out: a group's visit with a known
 * group is the group's landing site, else the rep's when one is known, else the default site. One
 * rule for the storefront's theme and header (src/storefront/chrome/siteKey.ts) and for the mails
 * and documents the server writes about an enrollment (server/services/siteBrand.ts).
 */
import { DEFAULT_SITE } from '../../schemas/sites';

/** What decides a visit's site. */
export interface VisitOwners {
  groupVisit: boolean;
  groupId: number | null | undefined;
  agentId: number | null | undefined;
}

/** 'group:{id}', 'agent:{id}' or the default site's key. */
export function siteOfVisit({ groupVisit, groupId, agentId }: VisitOwners): string {
  if (groupVisit && groupId) return `group:${groupId}`;
  if (agentId) return `agent:${agentId}`;
  return DEFAULT_SITE;
}
