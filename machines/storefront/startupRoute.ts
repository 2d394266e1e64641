/**
 * Startup "chosen by host and route" (storefront.md section 4, section 2's route list and landing
 * route guard, section 1's special white-label host), as pure functions: `startupRoute` reads the
 * host, path, query and stored ids into the one way in the visitor took, and `visitorFrom` turns
 * that way and the answer of its lookup into who the visitor is (eprocess, open_type, agent,
 * group, portal, enroll_type). machines/storefront/startup.ts runs the lookups.
 *
 * Choices where the spec is silent (README, Decisions): a custom domain is any host that is
 * neither one of the app's own hosts nor the white-label host; a visitor of a rep's landing is
 * an applicant under that rep (new-member), of a group's landing a new group member (process
 * group), so a reload's restore, which only fills what is missing, never makes them the rep; the
 * signed-in rep's and group's own flows (the homes) set the rep and group processes; a
 * referral visitor is an applicant under the referring rep (or group); ids that no longer resolve
 * when restoring leave an anonymous visitor (storage cleared) rather than a 404.
 */
import type { DomainSite, LandingInfo, MemberInfo, ReferralInfo, SiteRecord } from './startupTypes';

/** The special white-label host and its ids: configuration, never constants in code. */
export interface WhiteLabelConfig { host: string; guestAgentId: number; defaultGroupId: number }

export interface StartupConfig {
  /** Hosts the storefront itself is served on; any other host is a custom domain. */
  appHosts: string[];
  whiteLabel: WhiteLabelConfig | null;
}

/** Ids kept in the browser from an earlier visit (null when absent). */
export interface StoredIds { agent_id: number | null; user_id: number | null; group_id: number | null }

export interface StartupInput {
  host: string;
  /** The location's pathname. */
  path: string;
  /** The location's query parameters. */
  query: Record<string, string | undefined>;
  stored: StoredIds;
  config: StartupConfig;
}

/** The views of / selected by its landing parameter (and the same paths on their own). */
export const SPECIAL_VIEWS = ['access-page', 'access-pagenext', 'landing-page'] as const;
export type SpecialView = (typeof SPECIAL_VIEWS)[number];

/** First path segments that are the app's own routes, never a landing name. */
const APP_ROUTES = new Set([
  'home', 'agent-home', 'member-home', 'group-home', 'agent-select-member', 'group-select-member', 'plans', 'plan',
  'cart', 'recommend-list', 'referrals', 'external', 'websites', 'continue-enrollment', 'direct-continue',
  'member-benefit-store', '404', 'landing-config-error', 'PlanQuestionView', 'confirmation', 'enrollment', 'sign-in',
  ...SPECIAL_VIEWS,
]);

/** The way in, with what its lookup needs. */
export type StartupRoute =
  | { kind: 'clear' }
  | { kind: 'view'; view: SpecialView }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'customDomain'; domain: string; atRoot: boolean }
  | { kind: 'landing'; landing: string }
  | { kind: 'referral'; rid: string }
  | { kind: 'website'; group: string; id: string | null }
  | { kind: 'external'; site: string }
  | { kind: 'whiteLabelSite'; landing: string }
  | { kind: 'whiteLabelDefault' }
  | { kind: 'restoreMember'; user_id: number }
  | { kind: 'restoreAgent'; agent_id: number }
  | { kind: 'restoreGroup'; group_id: number }
  | { kind: 'anonymous' };

/** Who the visitor is, as the browser stores it (storefront.md section 3, browser-stored values). */
export interface Visitor {
  eprocess: 'rep' | 'group' | 'applicant' | null;
  open_type: 'agent' | 'group' | 'user' | null;
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
  enroll_type: 'new-member' | 'new-group-member' | 'existing-member' | null;
  user_id: number | null;
  /** The referral id (rid) the Home link returns to. */
  referral: string | null;
  /** The landing page the visitor came through (validate-landing-page's name), or the external site. */
  landing_page: string | null;
  fromSite: string | null;
}

/** Nobody in particular: a public visitor of the default site. */
export const ANONYMOUS: Visitor = {
  eprocess: null, open_type: null, agent_id: null, group_id: null, portal_id: null,
  enroll_type: null, user_id: null, referral: null, landing_page: null, fromSite: null,
};

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const toId = (value: string | undefined): number | null => (present(value) && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null);
const sameHost = (a: string, b: string) => a.toLowerCase().replace(/:\d+$/, '') === b.toLowerCase().replace(/:\d+$/, '');

/** Ids from the query win over stored ones; a member first, then a rep, then a group. */
function restoreRoute(input: StartupInput): StartupRoute {
  const { query, stored } = input;
  const user = toId(query.uid) ?? stored.user_id;
  if (user !== null) return { kind: 'restoreMember', user_id: user };
  const agent = toId(query.agent_id) ?? stored.agent_id;
  if (agent !== null) return { kind: 'restoreAgent', agent_id: agent };
  const group = toId(query.group_id) ?? toId(query.group) ?? stored.group_id;
  if (group !== null) return { kind: 'restoreGroup', group_id: group };
  return { kind: 'anonymous' };
}

/** The way in for a host, path, query and stored ids (see the file comment). */
export function startupRoute(input: StartupInput): StartupRoute {
  const { config, query } = input;
  const [first = '', ...rest] = input.path.split('/').filter(Boolean);
  if (first === 'continue-enrollment' || first === 'direct-continue') return { kind: 'clear' };
  const whiteLabel = config.whiteLabel && sameHost(input.host, config.whiteLabel.host);
  if (whiteLabel) {
    // The white-label host has no referral, website or external entry: they go to its root.
    if (first === 'referrals' || first === 'websites' || first === 'external') return { kind: 'redirect', to: '/' };
    if (first && !APP_ROUTES.has(first)) return rest.length ? { kind: 'notFound' } : { kind: 'whiteLabelSite', landing: first };
    return first ? restoreRoute(input) : { kind: 'whiteLabelDefault' };
  }
  if (!config.appHosts.some((h) => sameHost(h, input.host))) return { kind: 'customDomain', domain: input.host.toLowerCase(), atRoot: first === '' };
  if ((SPECIAL_VIEWS as readonly string[]).includes(first)) return { kind: 'view', view: first as SpecialView };
  if (first === 'referrals') return present(query.rid) ? { kind: 'referral', rid: query.rid.trim() } : { kind: 'notFound' };
  if (first === 'websites') return present(query.group) ? { kind: 'website', group: query.group.trim(), id: present(query.id) ? query.id.trim() : null } : { kind: 'notFound' };
  if (first === 'external') return present(query.site) ? { kind: 'external', site: query.site.trim() } : { kind: 'notFound' };
  if (first && !APP_ROUTES.has(first)) return rest.length ? { kind: 'notFound' } : { kind: 'landing', landing: first };
  return restoreRoute(input);
}

/** The answer a route's lookup resolved with (null: none, or the server's 204). */
export type LookupAnswer = LandingInfo | SiteRecord | ReferralInfo | MemberInfo | DomainSite | object | null;

/** Who the visitor is once the route's lookup answered; null sends the visitor to /404. */
export function visitorFrom(route: StartupRoute, answer: LookupAnswer, config: StartupConfig): Visitor | null {
  switch (route.kind) {
    case 'customDomain': {
      const site = answer as DomainSite | null;
      return site ? {
        ...ANONYMOUS, eprocess: 'group', open_type: 'group', group_id: site.gid, portal_id: site.portal_id ?? null,
        enroll_type: 'new-group-member', fromSite: route.domain,
      } : null;
    }
    case 'landing':
    case 'website': {
      const info = answer as LandingInfo | null;
      if (!info) return null;
      const landing_page = route.kind === 'landing' ? route.landing : route.group;
      return info.type === 'agent'
        ? { ...ANONYMOUS, eprocess: 'applicant', open_type: 'agent', enroll_type: 'new-member', agent_id: info.agent_id, landing_page }
        : { ...ANONYMOUS, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member', agent_id: info.agent_id ?? null, group_id: info.group_id, landing_page };
    }
    case 'referral': {
      const ref = answer as ReferralInfo | null;
      if (!ref || !ref.valid_referral_link) return null;
      return {
        ...ANONYMOUS, eprocess: 'applicant', open_type: ref.agent_id !== null ? 'agent' : 'group', enroll_type: 'new-member',
        agent_id: ref.agent_id, group_id: ref.group_id, portal_id: ref.portal_id, referral: route.rid,
      };
    }
    case 'external':
    case 'whiteLabelSite': {
      const site = answer as SiteRecord | null;
      if (!site) return null;
      const agent = route.kind === 'whiteLabelSite' ? config.whiteLabel!.guestAgentId : null;
      const name = route.kind === 'external' ? route.site : route.landing;
      return {
        ...ANONYMOUS, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member', agent_id: agent,
        group_id: site.gid, portal_id: site.portal_id, landing_page: name, fromSite: route.kind === 'external' ? name : null,
      };
    }
    case 'whiteLabelDefault': {
      const wl = config.whiteLabel!;
      return { ...ANONYMOUS, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member', agent_id: wl.guestAgentId, group_id: wl.defaultGroupId };
    }
    case 'restoreMember': {
      const m = answer as MemberInfo | null;
      return m ? {
        ...ANONYMOUS, eprocess: 'applicant', open_type: 'user', user_id: m.member_info.user_id,
        agent_id: m.agent_info?.agent_id ?? null, group_id: m.group_info?.gid ?? null, portal_id: m.portal_id ?? null,
      } : ANONYMOUS;
    }
    case 'restoreAgent':
      return answer ? { ...ANONYMOUS, eprocess: 'rep', open_type: 'agent', agent_id: route.agent_id } : ANONYMOUS;
    case 'restoreGroup':
      return answer ? { ...ANONYMOUS, eprocess: 'group', open_type: 'group', group_id: route.group_id } : ANONYMOUS;
    case 'clear':
    case 'view':
    case 'redirect':
    case 'anonymous':
      return ANONYMOUS;
    case 'notFound':
      return null;
  }
}

/** Whether the route restores a visitor from stored or query ids. */
export function isRestore(route: StartupRoute): boolean {
  return route.kind === 'restoreMember' || route.kind === 'restoreAgent' || route.kind === 'restoreGroup';
}

/**
 * Ways in that need neither a lookup nor an effect: the startup machine would end at once with
 * nothing to store, clear or navigate (its model test proves it), so the app may skip loading it.
 */
export function settlesAtOnce(route: StartupRoute): boolean {
  return route.kind === 'anonymous' || route.kind === 'view';
}

/**
 * Where a resolved visitor goes next (null: stay on the page the route names). A custom domain's
 * visitor starts on /home when they open the site; reloading a page of the site (say /plans) keeps
 * them on it. The white-label host's redirects load its root afresh: a way in of its own.
 */
export function destinationOf(route: StartupRoute): { to: string; reload?: boolean } | null {
  if ((route.kind === 'customDomain' && route.atRoot) || route.kind === 'external') return { to: '/home' };
  if (route.kind === 'redirect') return { to: route.to, reload: true };
  return null;
}

/** Ways in that say who the visitor is: opening one in the app runs the startup again; any other path keeps the visitor this load resolved. */
const ENTRY_KINDS: ReadonlySet<StartupRoute['kind']> = new Set(['landing', 'referral', 'website', 'external', 'clear', 'whiteLabelSite', 'redirect', 'notFound']);

/** Whether opening this way in (in the app, after the first load) runs the startup again. */
export function isEntry(route: StartupRoute): boolean {
  return ENTRY_KINDS.has(route.kind);
}

/** Whether the route starts by clearing the browser's stored session values (continue links, a landing name). */
export function clearsStorage(route: StartupRoute): boolean {
  return route.kind === 'clear' || route.kind === 'landing';
}
