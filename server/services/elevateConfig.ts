/**
 * The elevate partner host (storefront.md section 4: a visitor with fromSite elevate enrolls on
 * the portal get-elevate-info names) is configuration, not code: ELEVATE_PORTAL_ID, a portal id
 * (default 12, the demo's Group Benefits portal).
 */

export interface ElevateConfig { portalId: number }

/** Reads ELEVATE_PORTAL_ID; a malformed value stops the start with the variable's name. */
export function readElevateConfig(env: Record<string, string | undefined>): ElevateConfig {
  const raw = env.ELEVATE_PORTAL_ID?.trim() || String(LOCAL_ELEVATE_CONFIG.portalId);
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw new Error(`ELEVATE_PORTAL_ID must be a positive whole number (got "${env.ELEVATE_PORTAL_ID}")`);
  return { portalId: Number(raw) };
}

/** Tests, benchmarks and an unset variable: the demo's Group Benefits portal. */
export const LOCAL_ELEVATE_CONFIG: ElevateConfig = { portalId: 12 };
