/**
 * Pure helpers for the wizard's tab list (enrollment.md section 2, "Wizard tabs"): the server's
 * tab list sorted by order and filtered to required tabs becomes nav_array; Next and Back walk it.
 */
import { CART_PATH, WIZARD_TABS } from '../schemas/tabs';
import type { NavEntry } from '../domain/navArray';

// nav_array itself is a rule the server shares (its static first paint titles a screen as the step does).
export { ADDED_TAB_ROUTE, buildNavArray, retitledAs, type NavEntry } from '../domain/navArray';

/** Where Back goes from the first tab (the spec: Back on personal goes to /cart). */
export { CART_PATH };
/** Where a stored navto marker sends the user after a save. */
export const REVIEW_PATH: string = WIZARD_TABS.find((t) => t.tab_name === 'review_info')!.path;

/** Canonical position of a tab in the spec's table, used when a tab is missing from nav_array. */
function canonicalIndex(tab: string): number {
  return WIZARD_TABS.findIndex((w) => w.tab_name === tab);
}

/**
 * The entry after `tab`, or null on the last tab. A tab absent from nav_array (opened
 * directly though not required) continues with the first listed tab that the spec's
 * table places after it.
 */
export function nextEntry(navArray: readonly NavEntry[], tab: string): NavEntry | null {
  const index = navArray.findIndex((e) => e.tab_name === tab);
  if (index >= 0) return navArray[index + 1] ?? null;
  const position = canonicalIndex(tab);
  return navArray.find((e) => canonicalIndex(e.tab_name) > position) ?? null;
}

/** The path Back goes to: the previous entry, or /cart from the first (or an unlisted) tab. */
export function previousPath(navArray: readonly NavEntry[], tab: string): string {
  const index = navArray.findIndex((e) => e.tab_name === tab);
  return index > 0 ? navArray[index - 1].path : CART_PATH;
}
