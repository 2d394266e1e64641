/**
 * The three ways off a site (machines/storefront/siteExit): Not My Site, the 404 page's Back to
 * Homepage and the landing-not-configured page's Back to Homepage. The machine and xstate load
 * on the first press (./siteExitActor), not with the footer that offers Not My Site on every page.
 */
import type { LandingConfigPage } from '../../../machines/storefront/types';
import type { SiteExitEvent } from '../../../machines/storefront/siteExit';
import { useAppNavigate } from '../../enrollment/useAppNavigate';

/** The handlers of the three buttons. */
export function useSiteExit() {
  const navigate = useAppNavigate();
  const run = (event: SiteExitEvent) => {
    void import('./siteExitActor').then(({ runSiteExit }) => runSiteExit(event, navigate));
  };
  return {
    notMySite: () => run({ type: 'site.notMine' }),
    notFoundBack: () => run({ type: 'site.notFoundBack' }),
    configErrorBack: (page: LandingConfigPage) => run({ type: 'site.configErrorBack', page }),
  };
}
