import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';
import { applyTheme } from './theme';
import { useBranding } from './useBranding';
import { HelpWidget } from '../storefront/help/HelpWidget';
import { LocationPrompt } from '../storefront/help/LocationPrompt';
import { showsChrome } from '../storefront/entry/chrome';
import { useSiteKey, useVisitor } from '../storefront/chrome/useSiteKey';

// The white-label header and footer load beside the page's own chunk: the landing page (NewHome),
// which stands alone without them, does not download them at all.
const Header = lazy(() => import('./Header').then((m) => ({ default: m.Header })));
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** Holds the header's place while its chunk loads, so the page below does not jump. */
const HEADER_PLACEHOLDER = <div className="site-header site-header--loading" aria-hidden="true" />;

/**
 * The page frame of every route: skip link, header, main landmark, footer, and the white-label
 * theme of the visitor's site (swapped when the stored visitor changes, no reload). Header and
 * footer are left out where the storefront's page stands alone (showsChrome).
 */
export function Layout() {
  const branding = useBranding();
  const visitor = useVisitor();
  const siteKey = useSiteKey();
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  useEffect(() => applyTheme(branding.settings), [branding.settings]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">Skip to main content</a>
      {chrome && <Suspense fallback={HEADER_PLACEHOLDER}><Header branding={branding} siteKey={siteKey} visitor={visitor} /></Suspense>}
      <main id="main" className="shell__main" tabIndex={-1}>
        <PageStart pathname={pathname} />
        <ErrorBoundary key={pathname} fallback={<RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {chrome && <Suspense fallback={null}><Footer branding={branding} /></Suspense>}
      <HelpWidget />
      <LocationPrompt />
    </div>
  );
}

/**
 * A new page starts at its top. After a client-side navigation focus also moves to <main>,
 * so keyboard and screen-reader users start on the new page rather than on a link of the old
 * one (WCAG 2.4.3); not on the first load, where the browser's own start is right. Placed
 * before the page in the tree, so a page that focuses its own element on mount still wins.
 */
function PageStart({ pathname }: { pathname: string }) {
  const shown = useRef(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
