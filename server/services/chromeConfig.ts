/**
 * The header's and footer's outside links (storefront.md section 2 "Header", "Footer"), read from
 * the environment at start: the rep, member and group portals, the dashboards of the
 * non-production dropdown, the app stores and the ticketing system are separate sites whose
 * addresses differ per deployment. An unset variable hides its link; a set one must be an
 * http(s) address, or the start stops naming the variable.
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

function link(env: Record<string, string | undefined>, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!URL_PATTERN.test(raw)) throw new Error(`${name} must be an http(s) address (got "${raw}")`);
  return raw;
}

/** Reads the links; a malformed one stops the start. */
export function readChromeConfig(env: Record<string, string | undefined>): ChromeConfig {
  const links: Partial<Record<ChromeLinkName, string>> = {};
  for (const [name, variable] of Object.entries(CHROME_LINK_ENV) as [ChromeLinkName, string][]) {
    const url = link(env, variable);
    if (url) links[name] = url;
  }
  return { links, ticketUrl: link(env, 'TICKET_URL') };
}

/** Tests and benchmarks: no outside site configured. */
export const LOCAL_CHROME_CONFIG: ChromeConfig = { links: {}, ticketUrl: null };
