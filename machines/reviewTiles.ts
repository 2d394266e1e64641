/**
 * The review's tiles (enrollment.md section 2, "Review & Confirmation"): one per required tab
 * among Personal Info, Contact Info, Employer Info, Beneficiary Info, Health Questions,
 * Dependent Info and Billing Info, and Agreement & Signature always; each with its image's index
 * in the site's branding settings (review_tile_1 to review_tile_8, section 9).
 */
import type { FieldError } from '../schemas/api/types';
import { WIZARD_TABS, type TabName } from '../schemas/tabs';
import { ADDED_TAB_ROUTE, type NavEntry, retitledAs } from './wizardNavigation';
import type { WizardTabName } from '../schemas/forms/customTabs';

/** One tile: the tab it shows, its label, and the branding image it uses. */
export interface ReviewTile {
  /** A spec tab, or a tab staff added (shown after the spec's tiles, with no branding image). */
  tab: WizardTabName;
  label: string;
  /** 1 to 8: the branding setting `review_tile_<image>` (0: none, a tab staff added). */
  image: number;
  /** The tab's route (where Edit Details goes). */
  path: string;
}

const pathOf = (tab: TabName): string => WIZARD_TABS.find((entry) => entry.tab_name === tab)!.path;

/** Every tile the review may show, in the spec's order (the order of the image indexes). */
export const REVIEW_TILES: readonly ReviewTile[] = ([
  ['primary_info', 'Personal Info'], ['contact_info', 'Contact Info'], ['employer_info', 'Employer Info'],
  ['beneficiary_info', 'Beneficiary Info'], ['primary_health_info', 'Health Questions'], ['dependent_info', 'Dependent Info'],
  ['billing_info', 'Billing Info'], ['agreement_info', 'Agreement & Signature'],
] as const).map(([tab, label], index) => ({ tab, label, image: index + 1, path: pathOf(tab) }));

/** The tab whose tile shows whether or not it is required. */
export const ALWAYS_SHOWN: TabName = 'agreement_info';

/**
 * The tiles of an enrollment whose required tabs are `navArray`: the spec's (labelled as the
 * spec, or with its title where a form definition retitled the tab), then the tabs staff added,
 * in list order, titled as listed.
 */
export function reviewTiles(navArray: readonly NavEntry[]): ReviewTile[] {
  const spec = REVIEW_TILES.filter((tile) => tile.tab === ALWAYS_SHOWN || navArray.some((entry) => entry.tab_name === tile.tab))
    .map((tile) => ({ ...tile, label: retitledAs(navArray, tile.tab) ?? tile.label }));
  const added = navArray.filter((entry) => entry.route === ADDED_TAB_ROUTE)
    .map((entry): ReviewTile => ({ tab: entry.tab_name, label: entry.title, image: 0, path: entry.path }));
  return [...spec, ...added];
}

/** The branding key of a tile's image. */
export const tileImageKey = (tile: ReviewTile): string => `review_tile_${tile.image}`;

/** A step the server found incomplete at completion: its title and what it said about it. */
export interface IncompleteStep { tab: TabName; title: string; messages: string[] }

/**
 * The steps named by completion's field errors (targets `<tab_name>` or `<tab_name>.<field>`),
 * in wizard order; errors that name no step are left to the caller.
 */
export function incompleteSteps(errors: readonly FieldError[]): IncompleteStep[] {
  return WIZARD_TABS.flatMap((tab) => {
    const mine = errors.filter((error) => error.target_element === tab.tab_name || error.target_element.startsWith(`${tab.tab_name}.`));
    return mine.length === 0 ? [] : [{ tab: tab.tab_name, title: tab.title, messages: [...new Set(mine.map((error) => error.error_message))] }];
  });
}
