/**
 * How a site is named and where its logo is, read from its settings (get-external-site-dynamic-information),
 * and an address on one line: one rule for the storefront's header (src/app/useBranding.ts,
 * src/storefront/chrome), the server's mails and documents (server/services/siteBrand.ts) and a
 * wizard screen's static first paint (server/services/wizardHeaderSkeleton.ts).
 */

/** Shown until (or unless) the settings name the site. */
export const DEFAULT_SITE_NAME = 'Benefit Store';
/** Keys that may carry the site's name, first set wins. */
export const SITE_NAME_KEYS: readonly string[] = ['site_name', 'company_name', 'title'];
/** Keys that may carry the site's logo, first set wins. */
export const SITE_LOGO_KEYS: readonly string[] = ['logo', 'logo_url', 'site_logo'];

/** The first of `keys` whose setting is not blank, trimmed; null when none is. */
export function firstSetting(setting: (key: string) => string | undefined, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = setting(key)?.trim();
    if (value) return value;
  }
  return null;
}

/** One line of an address: '100 Main St, Springfield, IL 62701' (empty parts left out). */
export function addressLine(address: { address1: string; city: string; state: string; zip: string }): string {
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.address1, place].filter(Boolean).join(', ');
}
