import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';
import { applyTheme } from './theme';
import { useBranding } from './useBranding';

/** The page frame of every route: skip link, header, main landmark, footer, white-label theme. */
export function Layout() {
  const branding = useBranding();
  const { pathname } = useLocation();
  useEffect(() => applyTheme(branding.settings), [branding.settings]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">Skip to main content</a>
      <Header siteName={branding.siteName} logoUrl={branding.logoUrl} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <ScrollToTop key={pathname} />
        <ErrorBoundary key={pathname} fallback={<RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer siteName={branding.siteName} />
    </div>
  );
}

/** Mounted once per path (keyed by it): a new page starts at its top. */
function ScrollToTop() {
  useEffect(() => window.scrollTo(0, 0), []);
  return null;
}
