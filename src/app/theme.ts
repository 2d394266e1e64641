/**
 * White-label theme: branding keys from get-external-site-dynamic-information become CSS
 * variables on <html> (domain/storefront/theme.ts says which, and refuses unsafe values).
 */

import { THEME_KEYS, themeVariables } from '../../domain/storefront/theme';

/**
 * Sets the theme's variables on the document root and removes the themable ones the settings do
 * not set, so swapping sites (the visitor changed) never leaves the previous site's colours
 * behind: the defaults of tokens.css show through instead.
 */
export function applyTheme(settings: Readonly<Record<string, string>>, root: HTMLElement = document.documentElement): void {
  const vars = themeVariables(settings);
  for (const variable of new Set(Object.values(THEME_KEYS))) {
    if (vars[variable] === undefined) root.style.removeProperty(variable);
    else root.style.setProperty(variable, vars[variable]);
  }
}
