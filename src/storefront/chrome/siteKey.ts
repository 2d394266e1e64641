/**
 * Which site's theme the visitor sees (issue 7 point 4; keys of server/services/siteTheme.ts):
 * a custom domain (a host the storefront is not itself served on) is its own site; otherwise the
 * stored visitor decides: an employee (group enrollment code) or a group visit is the group's
 * landing site 'group:{id}', a rep's landing, access code, referral or stored rep id is
 * 'agent:{id}', and everyone else sees 'default'. Pure, so the table test covers every way in.
 */
import { siteOfVisit } from '../../../domain/storefront/siteOfVisit';
import { DEFAULT_SITE } from '../../../schemas/sites';
import type { Eprocess } from '../../session/storage';

export interface SiteKeyInput {
  /** window.location.hostname, lower case. */
  host: string;
  /** get-default-info's app_hosts; undefined while it loads (the host itself is then asked for, as before the visitor was known). */
  appHosts: readonly string[] | undefined;
  isEmployeeEnrollment: boolean | null;
  landing: { type: 'agent' | 'group'; agent_id: number | null; group_id: number | null } | null;
  agentId: number | null;
  groupId: number | null;
  eprocess: Eprocess | null;
  openType: string | null;
}

/** The default site's key. */
export const DEFAULT_SITE_KEY = DEFAULT_SITE;

/** The site key of this visit. */
export function siteKeyFor(input: SiteKeyInput): string {
  const host = input.host.toLowerCase();
  if (!input.appHosts || !input.appHosts.includes(host)) return host;
  const { landing } = input;
  const groupId = landing?.type === 'group' ? (landing.group_id ?? input.groupId) : input.groupId;
  const groupVisit = input.isEmployeeEnrollment === true || landing?.type === 'group' || input.eprocess === 'group' || input.openType === 'group';
  const agentId = landing?.type === 'agent' ? (landing.agent_id ?? input.agentId) : input.agentId;
  return siteOfVisit({ groupVisit, groupId, agentId });
}

/** The rep or group behind a site key (null for the default site and custom domains). */
export function siteOwner(key: string): { kind: 'agent' | 'group'; id: number } | null {
  const match = /^(agent|group):(\d+)$/.exec(key);
  return match ? { kind: match[1] as 'agent' | 'group', id: Number(match[2]) } : null;
}
