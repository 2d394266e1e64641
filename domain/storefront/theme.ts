/**
 * White-label theme: branding keys from get-external-site-dynamic-information become CSS
 * variables (the server already refused colours failing WCAG AA contrast:
 * domain/storefront/contrast.ts). Unknown keys are ignored and a value that is not a plain colour,
 * length or font list is refused, so a bad setting can never break the page's styles. The app sets
 * them on <html> (src/app/theme.ts); a page's static first paint is coloured by them too
 * (server/services/staticPaint.ts staticPaintTheme).
 */

import type { SiteSetting } from '../../schemas/api/types';

/** Turns the key/value list of the site's settings into a map (last one wins). */
export function settingsMap(list: readonly SiteSetting[] | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const item of list ?? []) if (typeof item?.key === 'string' && typeof item.value === 'string') map[item.key] = item.value;
  return map;
}

/** Branding key -> CSS variable (a few spellings are accepted for the same variable). */
export const THEME_KEYS: Readonly<Record<string, string>> = {
  primary_color: '--bs-primary',
  theme_color: '--bs-primary',
  accent_color: '--bs-accent',
  secondary_color: '--bs-accent',
  text_color: '--bs-text',
  muted_color: '--bs-muted',
  danger_color: '--bs-danger',
  border_radius: '--bs-radius',
  font_family: '--bs-font',
};

const SAFE_VALUE: Readonly<Record<string, RegExp>> = {
  '--bs-radius': /^\d{1,2}(\.\d+)?(px|rem|em)$/,
  '--bs-font': /^[A-Za-z0-9 ,'"-]{1,120}$/,
};
const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/;

/** True when `value` is acceptable for CSS variable `variable`. */
export function isSafeThemeValue(variable: string, value: string): boolean {
  return (SAFE_VALUE[variable] ?? COLOR).test(value.trim());
}

/** The CSS variables a settings map asks for (safe values only). */
export function themeVariables(settings: Readonly<Record<string, string>>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(settings)) {
    const variable = THEME_KEYS[key];
    if (variable && isSafeThemeValue(variable, value)) vars[variable] = value.trim();
  }
  return vars;
}

