import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header, headerSettled, WizardHeader } from './Header';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';
import { applyTheme } from './theme';
import { useBranding } from './useBranding';
import { LanguageSwitch } from '../storefront/chrome/LanguageSwitch';
import { HelpWidget } from '../storefront/help/HelpWidget';
import { LocationPrompt } from '../storefront/help/LocationPrompt';
import { showsChrome } from '../storefront/entry/chrome';
import { useSiteKey, useVisitor } from '../storefront/chrome/useSiteKey';
import { useSiteLandingQuery } from '../storefront/chrome/useSiteLanding';
import { useStaticPaintHandOver } from './useStaticPaintHandOver';
import { ownerOf } from './siteOwner';
import { APP_TEXT } from '../../schemas/uiText/app';

/** This screen's texts (schemas/uiText/app.ts). */
const TEXT = APP_TEXT.layout;

// The header and footer are imported, not lazy: they are in the shell's chunk (schemas/routeChunks.ts
// LAYOUT_ROOTS), so lazy() only made them suspend once, and React 19 holds the content that
// replaces a shown fallback back until 300 ms after that fallback (issue 17).

/** The enrollment wizard and its receipt: the calm header (no shop menu, no cart link). */
const WIZARD = /^\/enrollment\//;

/**
 * The longest the first paint waits for the header to settle: branding is decoration, so a slow
 * answer shows the page with the defaults rather than a blank one.
 */
const SETTLE_LIMIT_MS = 3000;

/**
 * Whether the page may paint: the page frame stays invisible (a loading indicator fixed in the
 * viewport shows) until the header has settled (its theme, name, logo and contact are in place)
 * or SETTLE_LIMIT_MS passed, then paints once with everything at its final size: nothing moves
 * as the site's theme and header arrive (issue 17 point 1, CLS). Later navigations never hide it again.
 */
function useFirstPaint(chrome: boolean, brandingSettled: boolean, chromeSettled: boolean): { painted: boolean; onSettled: () => void } {
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  useEffect(() => {
    const timer = window.setTimeout(onSettled, SETTLE_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [onSettled]);
  const [painted, setPainted] = useState(false);
  // A page without the header waits for the branding alone (its theme and name); with it, for what
  // the header waits on, known here too (the page's embedded answers often settle it at once), so the
  // first commit is already visible rather than one after the header's effect. Set during render
  // (no effect): the frame never paints once in the settling state after it is ready.
  if (!painted && (settled || (chrome ? chromeSettled : brandingSettled))) setPainted(true);
  return { painted, onSettled };
}

/**
 * The page frame of every route: skip link, header, main landmark, footer, and the white-label
 * theme of the visitor's site (swapped when the stored visitor changes, no reload). Header and
 * footer are left out where the storefront's page stands alone (showsChrome); inside the wizard
 * the header is the calm one. The first paint waits for the header (useFirstPaint).
 */
export function Layout() {
  const branding = useBranding();
  const visitor = useVisitor();
  const siteKey = useSiteKey();
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  // The owner's landing page (the header's contact), asked for here beside the header's own read of it.
  const owner = chrome ? ownerOf(siteKey, visitor) : null;
  const landing = useSiteLandingQuery(owner);
  const { painted, onSettled } = useFirstPaint(chrome, branding.settled, headerSettled(branding, owner, landing));
  useStaticPaintHandOver(painted, pathname);
  const SiteHeader = WIZARD.test(pathname) ? WizardHeader : Header;
  // Before the browser paints (a layout effect): the first visible commit is already in the site's colours.
  useLayoutEffect(() => applyTheme(branding.settings), [branding.settings]);
  return (
    <div className={painted ? 'shell' : 'shell shell--settling'}>
      {!painted && <PageLoading fixed />}
      <a className="skip-link" href="#main">{TEXT.skipToMainContent}</a>
      {/* A page without the header still offers the other language (the header carries the switch elsewhere). */}
      {!chrome && <div className="language-bar"><LanguageSwitch /></div>}
      {chrome && <SiteHeader branding={branding} siteKey={siteKey} visitor={visitor} onSettled={onSettled} />}
      <main id="main" className="shell__main" tabIndex={-1}>
        <PageStart pathname={pathname} />
        <ErrorBoundary key={pathname} fallback={<RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {chrome && <Footer branding={branding} />}
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
