/**
 * nav_array (enrollment.md section 2, "Wizard tabs"): the server's tab list sorted by order and
 * filtered to required tabs, each tab titled as a form definition says, else as the spec. Shared by
 * the wizard's navigation (machines/wizardNavigation.ts) and the server's static first paint of a
 * screen (server/services/wizardStaticPaint.ts), so a heading reads the same from both.
 */
import type { DynamicTab } from '../schemas/api/types';
import { customTabPath, isCustomTabName, TAB_SLUG, type WizardTabName } from '../schemas/forms/customTabs';
import { WIZARD_TABS, type RouteName } from '../schemas/tabs';

/**
 * One nav_array entry, as stored in the browser session; a title a form definition sets keeps its
 * translations beside it (issue 18), so a page says it in the language it shows, also after a switch.
 */
export interface NavEntry {
  tab_name: WizardTabName; title: string; route: RouteName | typeof ADDED_TAB_ROUTE; path: string;
  title_translations?: DynamicTab['title_translations'];
}

/** The route name of every tab staff added (each at its own path, customTabPath). */
export const ADDED_TAB_ROUTE = 'added-tab';

/** The entry of one listed tab: a spec tab (titled as a form definition says, else as the spec), or a tab staff added with its title and slug. */
function entryOf(t: DynamicTab): NavEntry | null {
  const translations = t.title !== undefined && t.title_translations ? { title_translations: t.title_translations } : {};
  const known = WIZARD_TABS.find((w) => w.tab_name === t.tab_name);
  if (known) return { tab_name: known.tab_name, title: t.title ?? known.title, route: known.route, path: known.path, ...translations };
  if (!isCustomTabName(t.tab_name) || !t.title || !t.slug || !TAB_SLUG.test(t.slug)) return null;
  return { tab_name: t.tab_name, title: t.title, route: ADDED_TAB_ROUTE, path: customTabPath(t.slug), ...translations };
}

/**
 * The title nav_array gives `tab` when it is not the spec's own (a spec tab a form definition
 * retitled, or a tab staff added); undefined otherwise, so a screen keeps its spec texts (the
 * page heading and review tile say more or less than the step list's title).
 */
export function retitledAs(navArray: readonly NavEntry[], tab: string): string | undefined {
  const entry = navArray.find((e) => e.tab_name === tab);
  return entry && entry.title !== WIZARD_TABS.find((w) => w.tab_name === tab)?.title ? entry.title : undefined;
}

/**
 * Builds nav_array from get-dynamic-tabs: required tabs only, sorted by order (stable for
 * equal orders), each mapped to its title, route and path. Tabs this client does not know
 * (a tab staff added without a title or slug) and repeated tab names are skipped, so a
 * misconfigured list never breaks navigation.
 */
export function buildNavArray(tabs: readonly DynamicTab[]): NavEntry[] {
  const seen = new Set<string>();
  return tabs
    .filter((t) => t.required)
    .map((t, index) => ({ t, index }))
    .sort((a, b) => a.t.order - b.t.order || a.index - b.index)
    .flatMap(({ t }) => {
      const entry = entryOf(t);
      if (!entry || seen.has(entry.tab_name)) return [];
      seen.add(entry.tab_name);
      return [entry];
    });
}
