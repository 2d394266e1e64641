/**
 * Which source modules each page of the storefront and the wizard needs before its first content
 * (issue 17), read by the build (vite.config.ts makes the shell's one chunk) and by the server
 * (server/plugins/shellPreloads.ts hints a page's chunks in its HTML, so the browser fetches them
 * beside the shell instead of after it). One list, so the chunks and the hints cannot drift apart.
 * Paths are relative to the repository root, as Vite's build manifest keys them.
 */
import { CART_PATH, RECEIPT_PATH, WIZARD_TABS, type TabName } from './tabs';

/** The layout's chunks, on every page the shell's HTML serves. */
export const LAYOUT_ROOTS = ['src/app/Header.tsx', 'src/app/Footer.tsx'] as const;
/** The home page's route chunk ('/'). */
export const HOME_ROOTS = ['src/storefront/landing/NewHome.tsx'] as const;
/** A landing slug's site page. */
const SITE_PAGE = 'src/storefront/landing/SitePage.tsx';
/** The startup machine's chunk, with xstate: only a way in (a landing, a referral, a stored rep) runs it. */
const STARTUP_MACHINE = 'src/storefront/entry/startupActor.ts';
/** A landing slug's route chunk and the startup machine it runs first. */
export const LANDING_ROOTS = [STARTUP_MACHINE, SITE_PAGE] as const;

/**
 * The shell: the entry and what every storefront page asks for at once (the layout, the home, the
 * site page). The build makes them one chunk (vite.config.ts). The startup machine stays out: built
 * with xstate at import, it cost every page's first paint its evaluation though the home and a
 * quoted visitor's shop pages never run it (issue 17); a landing's HTML hints its chunk instead.
 */
export const SHELL_ROOTS: readonly string[] = ['src/main.tsx', ...LAYOUT_ROOTS, ...HOME_ROOTS, SITE_PAGE];

/** The wizard's form screens of the first tabs (src/enrollment/preloadWizard.ts loads the same module). */
const TAB_SCREENS = 'src/enrollment/tabScreens.tsx';

/** Each wizard tab's screen module (src/enrollment/stepScreens.ts STEP_PAGES imports the same ones). */
const STEP_ROOTS: Record<TabName, string> = {
  primary_info: TAB_SCREENS,
  contact_info: TAB_SCREENS,
  employer_info: TAB_SCREENS,
  beneficiary_info: 'src/enrollment/beneficiaries/BeneficiaryScreen.tsx',
  dependent_info: 'src/enrollment/dependents/DependentScreen.tsx',
  primary_health_info: 'src/enrollment/health/HealthScreen.tsx',
  review_info: 'src/enrollment/review/ReviewScreen.tsx',
  agreement_info: 'src/enrollment/agreement/AgreementScreen.tsx',
  billing_info: 'src/enrollment/billing/BillingScreen.tsx',
};

/** A page whose chunks load after the shell's: its name, its paths and its root modules. */
export interface RoutePage { name: string; paths: RegExp; roots: readonly string[] }

const exactly = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

/**
 * The shop's pages and the wizard's screens, each with the paths that show it: the server hints
 * a path's chunks (and all they import) in its HTML, so they download beside the shell.
 */
export const ROUTE_PAGES: readonly RoutePage[] = [
  { name: 'plans', paths: exactly('/plans'), roots: ['src/storefront/shop/plans/index.ts'] },
  { name: 'detail', paths: /^\/plan\/[^/]+(\/[^/]+)?\/?$/, roots: ['src/storefront/shop/detail/index.ts'] },
  { name: 'cart', paths: exactly(CART_PATH), roots: ['src/storefront/shop/cart/index.ts'] },
  ...[...new Set(Object.values(STEP_ROOTS))].map((root): RoutePage => {
    const tabs = WIZARD_TABS.filter((tab) => STEP_ROOTS[tab.tab_name] === root);
    const name = root.slice(root.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
    return { name, paths: new RegExp(`^(${tabs.map((tab) => tab.path).join('|')})/?$`), roots: [root] };
  }),
  { name: 'ReceiptScreen', paths: exactly(RECEIPT_PATH), roots: ['src/enrollment/receipt/ReceiptScreen.tsx'] },
];

/** The route page a path shows, if it is one of ROUTE_PAGES. */
export function routePageOf(path: string): RoutePage | undefined {
  return ROUTE_PAGES.find((page) => page.paths.test(path));
}

/** The shop pages' roots: what they load at start stays out of the wizard's chunk (vite.config.ts). */
export const SHOP_ROOTS: readonly string[] = ROUTE_PAGES.filter((page) => ['plans', 'detail', 'cart'].includes(page.name)).flatMap((page) => page.roots);
/**
 * Plan detail's dialogs and question panels, imported on demand by this module (issue 17): what
 * they load stays out of the wizard's chunk as when the page imported them (vite.config.ts).
 */
export const SHOP_ON_DEMAND = 'src/storefront/shop/detail/onDemand.ts';
/** The wizard's screens (each tab's, the receipt's): what two of them share is one chunk (vite.config.ts). */
export const WIZARD_ROOTS: readonly string[] = ROUTE_PAGES.filter((page) => !SHOP_ROOTS.includes(page.roots[0])).flatMap((page) => page.roots);
/** The form engine's renderer (RJSF and our theme): its own chunk, loaded by the screens that show a form. */
export const FORM_RENDERER = 'src/engine/SchemaForm.tsx';
