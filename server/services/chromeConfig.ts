/**
 * The header's and footer's outside links (storefront.md section 2 "Header", "Footer"), read from
 * the environment at start: the rep, member and group portals, the dashboards of the
 * non-production dropdown, the app stores and the ticketing system are separate sites whose
 * addresses differ per deployment. An unset variable hides its link (the portals' sign-ins and
 * dashboards default to our own /sign-in instead); a set one must be an http(s) address, a path
 * of this app or `off`, or the start stops naming the variable.
 */

/** Link name -> environment variable. */
export const CHROME_LINK_ENV = {
  admin: 'LINK_ADMIN',
  message_center: 'LINK_MESSAGE_CENTER',
  file_management: 'LINK_FILE_MANAGEMENT',
  rep_dashboard: 'LINK_REP_DASHBOARD',
  member_dashboard: 'LINK_MEMBER_DASHBOARD',
  group_dashboard: 'LINK_GROUP_DASHBOARD',
  ticket_management: 'LINK_TICKET_MANAGEMENT',
  sso: 'LINK_SSO',
  rep_registration: 'LINK_REP_REGISTRATION',
  member_registration: 'LINK_MEMBER_REGISTRATION',
  group_registration: 'LINK_GROUP_REGISTRATION',
  member_login: 'LINK_MEMBER_LOGIN',
  group_application: 'LINK_GROUP_APPLICATION',
  group_login: 'LINK_GROUP_LOGIN',
  app_ios: 'LINK_APP_IOS',
  app_android: 'LINK_APP_ANDROID',
} as const;

export type ChromeLinkName = keyof typeof CHROME_LINK_ENV;

export interface ChromeConfig {
  /** Configured links only. */
  links: Partial<Record<ChromeLinkName, string>>;
  /** TICKET_URL: what get-ticket-link answers; null = no ticketing system (204). */
  ticketUrl: string | null;
}

const URL_PATTERN = /^https?:\/\/[^\s"'<>]{1,2000}$/;
/** A path of this app (our own stand-in pages), opened in place rather than as an outside site. */
const APP_PATH = /^\/[A-Za-z0-9/_-]{0,200}$/;

/**
 * The portals' sign-ins and dashboards default to the app's own /sign-in, which stands in for
 * the external portals' hand-off (README, Decisions); `off` hides one.
 */
const SIGN_IN_STAND_INS: readonly ChromeLinkName[] = ['rep_dashboard', 'member_login', 'member_dashboard', 'group_login', 'group_dashboard'];
export const SIGN_IN_PATH = '/sign-in';

function link(env: Record<string, string | undefined>, name: string, fallback: string | null = null): string | null {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw === 'off') return null;
  if (!URL_PATTERN.test(raw) && !APP_PATH.test(raw)) throw new Error(`${name} must be an http(s) address, a path of this app or off (got "${raw}")`);
  return raw;
}

/** Reads the links; a malformed one stops the start. */
export function readChromeConfig(env: Record<string, string | undefined>): ChromeConfig {
  const links: Partial<Record<ChromeLinkName, string>> = {};
  for (const [name, variable] of Object.entries(CHROME_LINK_ENV) as [ChromeLinkName, string][]) {
    const url = link(env, variable, SIGN_IN_STAND_INS.includes(name) ? SIGN_IN_PATH : null);
    if (url) links[name] = url;
  }
  return { links, ticketUrl: link(env, 'TICKET_URL') };
}

/** Tests and benchmarks: no outside site configured. */
export const LOCAL_CHROME_CONFIG: ChromeConfig = { links: {}, ticketUrl: null };
