/**
 * The site's branding (name, logo, settings map) for this visit. A failed or slow request falls
 * back to the defaults silently: branding is decoration, never a reason to block a page.
 */
import { useMemo } from 'react';
import { useSiteSettingsQuery } from '../api/getSiteSettings';
import { useSiteKey } from '../storefront/chrome/useSiteKey';
import { DEFAULT_SITE_NAME, firstSetting, SITE_LOGO_KEYS, SITE_NAME_KEYS } from '../../domain/storefront/siteIdentity';
import { settingsMap } from '../../domain/storefront/theme';

export { DEFAULT_SITE_NAME };

export interface Branding {
  siteName: string;
  logoUrl: string | null;
  settings: Readonly<Record<string, string>>;
  /** True once the settings arrived or failed (the defaults stay): the page may paint without a swap of names or colours after it. */
  settled: boolean;
}

const first = (settings: Record<string, string>, keys: readonly string[]) => firstSetting((key) => settings[key], keys);

export { settingsMap };

/** Branding images (logo, review tiles, thank-you image) are shown only over https, same-origin paths or data images. */
export function safeImage(url: string | null | undefined): string | null {
  return url && /^(https:\/\/|\/(?!\/)|data:image\/)/.test(url) ? url : null;
}

/**
 * Branding of the visitor's site (src/storefront/chrome/siteKey.ts: the default site, a custom
 * domain, or a rep's or group's landing site), shared by every caller through SWR's cache. It
 * follows the stored visitor, so a new entry path swaps the site without a reload.
 */
export function useBranding(): Branding {
  const { data, error } = useSiteSettingsQuery(useSiteKey());
  const settled = data !== undefined || error !== undefined;
  return useMemo(() => {
    const settings = settingsMap(data?.result);
    return { siteName: first(settings, SITE_NAME_KEYS) ?? DEFAULT_SITE_NAME, logoUrl: safeImage(first(settings, SITE_LOGO_KEYS)), settings, settled };
  }, [data, settled]);
}
