/**
 * The minimal shapes of the storefront's API answers the entry machines read (storefront.md
 * section 3 "Lookups" and section 7 "Site and landing"). The server's route schemas are defined
 * elsewhere; these types name only the fields a machine uses, so either side can grow.
 */

/** validate-agent's data: the rep behind an access code (HTTP 204, unknown code, reaches a machine as null). */
export interface RepLookup {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  agent_code: string;
  /** Where the rep's landing lives; empty or missing when none is configured. */
  landing_url?: string | null;
}

/** validate-group's data: the employer behind a group enrollment code (204 reaches a machine as null). */
export interface GroupLookup {
  name: string;
  group_id: number;
  landing_url?: string | null;
}

/** The type and page of /landing-config-error/{type}/{page}. */
export type LandingConfigType = 'Agent' | 'Group';
export type LandingConfigPage = 'accessPage' | 'landingPage';

/** The landing-not-configured route for a rep or group whose landing_url is empty. */
export function landingConfigErrorPath(type: LandingConfigType, page: LandingConfigPage): string {
  return `/landing-config-error/${type}/${page}`;
}

/** True when a validated landing_url names a landing (the spec treats an empty one as missing). */
export function hasLandingUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.trim() !== '';
}

/**
 * The app path of a landing_url: a full URL or an absolute path is kept, a bare landing name
 * ('javery') becomes '/javery'.
 */
export function landingPath(url: string): string {
  const trimmed = url.trim();
  return /^(https?:)?\/\//i.test(trimmed) || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
