/**
 * The route table. Every page is a lazy component, so the initial download holds only React,
 * the router and the layout; forms, RJSF, ajv and xstate arrive with the screens that need them.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Suspense } from 'react';
import { customTabPath, RECEIPT_PATH, SAVED_TAB_DESTINATIONS, WIZARD_TABS } from '../../schemas/tabs';
import { STEP_PAGES, stepPageOf } from '../enrollment/stepScreens';
import { RequireRepAuth } from '../storefront/entry/RequireRepAuth';
import { useLanguage } from '../shared/text/language';
import { useSiteMessagesStamp } from '../shared/text/messages';
import { SiteMessages } from '../storefront/entry/SiteMessages';
import { StartupGate } from '../storefront/entry/StartupGate';
// The home's marketing page is in the first paint's shell chunk (vite.config.ts, NewHome shows it on '/'), so '/landing-page' imports it as is.
import { MarketingLanding } from '../storefront/landing/MarketingLanding';
import { Layout } from './Layout';
import { lazyPage, type LazyPage } from './lazyPage';
import { routePageOf } from '../../schemas/routeChunks';

const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const AddedTabScreen = lazy(() => import('../enrollment/AddedTabScreen').then((m) => ({ default: m.AddedTabScreen })));
const NotAvailablePage = lazy(() => import('./NotAvailablePage').then((m) => ({ default: m.NotAvailablePage })));
const ContinueEnrollmentScreen = lazy(() => import('../enrollment/ContinueEnrollmentScreen').then((m) => ({ default: m.ContinueEnrollmentScreen })));
const DirectContinueScreen = lazy(() => import('../enrollment/DirectContinueScreen').then((m) => ({ default: m.DirectContinueScreen })));
// The storefront's entry (storefront.md section 2): the startup gate and main-layout guard load with the shell, each page area is a chunk.
const newHome = lazyPage(() => import('../storefront/landing/NewHome').then((m) => m.NewHome));
const NewHome = newHome.Page;
const sitePage = lazyPage(() => import('../storefront/landing/SitePage').then((m) => m.SitePage));
const SitePage = sitePage.Page;
const AccessPage = lazy(() => import('../storefront/landing/AccessPage').then((m) => ({ default: m.AccessPage })));
const LandingConfigErrorPage = lazy(() => import('../storefront/entry/LandingConfigErrorPage').then((m) => ({ default: m.LandingConfigErrorPage })));
// The homes (sign-in, rep, group and member homes, member tables): one chunk for the area.
const homes = () => import('../storefront/homes');
const SignInPage = lazy(() => homes().then((m) => ({ default: m.SignInPage })));
const AgentHome = lazy(() => homes().then((m) => ({ default: m.AgentHome })));
const GroupHome = lazy(() => homes().then((m) => ({ default: m.GroupHome })));
const MemberHome = lazy(() => homes().then((m) => ({ default: m.MemberHome })));
const AgentSelectMember = lazy(() => homes().then((m) => ({ default: m.AgentSelectMember })));
const GroupSelectMember = lazy(() => homes().then((m) => ({ default: m.GroupSelectMember })));
const MemberBenefitStore = lazy(() => homes().then((m) => ({ default: m.MemberBenefitStore })));
// The plan detail (issue 8 point 5): a chunk of its own.
const planDetailPage = lazyPage(() => import('../storefront/shop/detail').then((m) => m.PlanDetailPage));
// Home and the recommended-products list (issue 8 point 3): a chunk each.
const HomePage = lazy(() => import('../storefront/shop/home').then((m) => ({ default: m.HomePage })));
const RecommendListPage = lazy(() => import('../storefront/shop/recommend').then((m) => ({ default: m.RecommendListPage })));
// The static plan question sheet (issue 8 point 5): the questions' chunk.
const PlanQuestionViewPage = lazy(() => import('../storefront/shop/questions').then((m) => ({ default: m.PlanQuestionViewPage })));
// The plans listing (issue 8 point 4): a chunk of its own.
const plansPage = lazyPage(() => import('../storefront/shop/plans').then((m) => m.PlansPage));
// The cart, its upsells and checkout (issue 8 points 6 and 7): a chunk of its own.
const cartPage = lazyPage(() => import('../storefront/shop/cart').then((m) => m.CartPage));
// The form studio (issue 15): product staff's screens, lazy chunks of their own, never in the shopper's bundles.
const StudioApp = lazy(() => import('../studio/StudioApp').then((m) => ({ default: m.StudioApp })));
/** The receipt (review's Next goes there): a route of its own, not a tab of nav_array. */
const ReceiptScreen = lazy(() => import('../enrollment/receipt/ReceiptScreen').then((m) => ({ default: m.ReceiptScreen })));

/** The shop's pages by their name in schemas/routeChunks.ts ROUTE_PAGES (the HTML hints their chunks). */
const SHOP_PAGES: Readonly<Record<string, LazyPage<ComponentType>>> = { plans: plansPage, detail: planDetailPage, cart: cartPage };

/**
 * The first load's page module, asked for as the route table loads (the HTML hints its chunk), so
 * that page renders without a fallback (lazyPage): the entry renders once it is in or failed. The
 * home's and the landings' modules are in the shell: asking costs no request. A wizard step's
 * screen is asked for the same way (src/enrollment/stepScreens.ts).
 */
export function loadFirstPage(pathname: string): Promise<unknown> {
  return (pathname === '/' ? newHome : SHOP_PAGES[routePageOf(pathname)?.name ?? ''] ?? stepPageOf(pathname) ?? sitePage).preload();
}

/** Wizard paths whose step is not built yet: they show "not available yet". */
export const UNAVAILABLE_PATHS: readonly string[] = WIZARD_TABS.filter((t) => !STEP_PAGES[t.tab_name]).map((t) => t.path);

/**
 * The main layout's pages (storefront.md section 2): only a visitor with the rep-authenticated
 * flag sees them (RequireRepAuth). A page that is not built yet says "not available yet".
 */
const MAIN_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  home: HomePage,
  plans: plansPage.Page,
  'plan/:planId/:planName?': planDetailPage.Page,
  [SAVED_TAB_DESTINATIONS.cart_info.slice(1)]: cartPage.Page,
  'recommend-list': RecommendListPage,
  PlanQuestionView: PlanQuestionViewPage,
  'agent-home': AgentHome,
  'group-home': GroupHome,
  'member-home': MemberHome,
  'agent-select-member': AgentSelectMember,
  'group-select-member': GroupSelectMember,
  'member-benefit-store/:id/:tier': MemberBenefitStore,
};

/** All routes of the app under the shared layout. */
export function AppRoutes() {
  // The site's message overrides changed (src/shared/text/messages.ts): every page renders again in
  // place with them (new route elements, same components: a page's state stays), never re-mounted.
  useSiteMessagesStamp();
  // The same when the language shown changes (src/shared/text/language.ts): every text is read again.
  useLanguage();
  return (
    <Routes>
      {/* The form studio has its own header and session: outside the storefront's startup gate and layout. */}
      <Route path="studio/*" element={<Suspense fallback={null}><StudioApp /></Suspense>} />
      {/* The storefront: who the visitor is is settled first (startup by host and route), once per load. */}
      <Route element={<StartupGate />}>
        {/* Then its portal's message overrides (the Storefront: Messages form) for every page below. */}
        <Route element={<SiteMessages />}>
          <Route element={<Layout />}>
            <Route index element={<NewHome />} />
            <Route path="landing-page" element={<MarketingLanding />} />
            <Route path="access-page" element={<AccessPage />} />
            <Route path="access-pagenext" element={<AccessPage />} />
            <Route path="referrals" element={<SitePage />} />
            <Route path="websites" element={<SitePage />} />
            <Route path="external" element={<SitePage />} />
            <Route path="404" element={<NotFoundPage />} />
            <Route path="landing-config-error/:type/:page" element={<LandingConfigErrorPage />} />
            <Route path="sign-in" element={<SignInPage />} />
            <Route path="continue-enrollment" element={<ContinueEnrollmentScreen />} />
            <Route path="direct-continue/:id/:tab" element={<DirectContinueScreen />} />
            <Route element={<RequireRepAuth />}>
              {Object.entries(MAIN_PAGES).map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
            </Route>
            {/* Any other single name is a rep's or group's landing (the startup validates it; unknown: /404). */}
            <Route path=":landing" element={<SitePage />} />
          </Route>
        </Route>
      </Route>
      {/* The wizard and receipt are not guarded: the server's session binding protects them. */}
      <Route element={<Layout />}>
        <Route path={RECEIPT_PATH} element={<ReceiptScreen />} />
        {WIZARD_TABS.map(({ tab_name: tab, path }) => {
          const Screen = STEP_PAGES[tab]?.Page;
          return Screen ? <Route key={path} path={path} element={<Screen />} /> : null;
        })}
        {/* Tabs staff added (issue 14): each at its slug, found in the enrollment's tab list. */}
        <Route path={customTabPath(':slug')} element={<AddedTabScreen />} />
        {UNAVAILABLE_PATHS.map((path) => <Route key={path} path={path} element={<NotAvailablePage />} />)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
