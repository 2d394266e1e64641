/**
 * The storefront's site configuration, read from the environment at start (never constants in
 * code: storefront.md section 1 and 9 say the special white-label host and its ids exist, not
 * what they are):
 * - STOREFRONT_ENV=production|non-production (default non-production): the header's dashboard
 *   dropdown shows only off production.
 * - APP_HOSTS: comma-separated hosts the storefront itself is served on (default the PUBLIC_URL
 *   host, localhost and 127.0.0.1); any other host is a group's custom domain.
 * - WHITE_LABEL_HOST, WHITE_LABEL_GUEST_AGENT_ID, WHITE_LABEL_DEFAULT_GROUP_ID: the special
 *   white-label host and its guest agent and default group (all three, or none).
 */

export interface WhiteLabelSite { host: string; guestAgentId: number; defaultGroupId: number }

export interface StorefrontSiteConfig {
  environment: 'production' | 'non-production';
  appHosts: string[];
  whiteLabel: WhiteLabelSite | null;
}

type Env = Record<string, string | undefined>;

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

function hostName(name: string, raw: string): string {
  const host = raw.trim().toLowerCase();
  if (!HOST.test(host)) throw new Error(`${name} must list host names (got "${raw}")`);
  return host;
}

function id(env: Env, name: string): number {
  const raw = env[name] ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw new Error(`${name} must be a positive whole number when WHITE_LABEL_HOST is set (got "${raw}")`);
  return Number(raw);
}

/** The host part of PUBLIC_URL, lower case. */
function publicHost(publicUrl: string): string {
  return new URL(publicUrl).hostname.toLowerCase();
}

/** Reads the storefront's site configuration; a malformed value stops the start with its variable's name. */
export function readStorefrontConfig(env: Env, publicUrl: string): StorefrontSiteConfig {
  const environment = (env.STOREFRONT_ENV || 'non-production').trim().toLowerCase();
  if (environment !== 'production' && environment !== 'non-production') throw new Error(`STOREFRONT_ENV must be production or non-production (got "${env.STOREFRONT_ENV}")`);
  const listed = env.APP_HOSTS?.trim()
    ? env.APP_HOSTS.split(',').filter((h) => h.trim()).map((h) => hostName('APP_HOSTS', h))
    : [publicHost(publicUrl), 'localhost', '127.0.0.1'];
  const whiteLabelHost = env.WHITE_LABEL_HOST?.trim();
  const whiteLabel = whiteLabelHost
    ? { host: hostName('WHITE_LABEL_HOST', whiteLabelHost), guestAgentId: id(env, 'WHITE_LABEL_GUEST_AGENT_ID'), defaultGroupId: id(env, 'WHITE_LABEL_DEFAULT_GROUP_ID') }
    : null;
  return { environment, appHosts: [...new Set(listed)], whiteLabel };
}

/** What tests and benchmarks get: a non-production site on the loopback hosts, no white-label host. */
export const LOCAL_STOREFRONT_CONFIG: StorefrontSiteConfig = {
  environment: 'non-production', appHosts: ['127.0.0.1', 'localhost'], whiteLabel: null,
};
