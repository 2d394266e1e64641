/**
 * The site settings' one convention the code relies on (site_settings rows, keyed by site_domain):
 * the domain whose settings every other domain falls back to. The demo world and a real store
 * both fill its rows; the name is product, not demo, data.
 */

/** The site_domain whose settings every other domain falls back to. */
export const DEFAULT_SITE = 'default';
