/**
 * Binds machines/storefront/siteExit: Not My Site, the 404 page's Back to Homepage and the
 * landing-not-configured page's Back to Homepage. Clearing storage removes every stored value
 * (the rep-authenticated flag with it, so "de-authenticate" and "reset state" are the same
 * clearing here: the app keeps its shared state only in the session values). Leaving is a full
 * load of the target, so the startup runs again for an anonymous visitor of the default site.
 */
import { useMachine } from '@xstate/react';
import type { LandingConfigPage } from '../../../machines/storefront/types';
import { siteExitMachine } from '../../../machines/storefront/siteExit';
import { clearAllSession, clearSession } from '../../session/storage';
import { useAppNavigate } from '../../enrollment/useAppNavigate';

/** The three ways off a site. */
export function useSiteExit() {
  const navigate = useAppNavigate();
  const [, send] = useMachine(siteExitMachine.provide({
    actions: {
      clearStorage: () => clearAllSession(),
      resetState: () => clearAllSession(),
      deauthenticate: () => clearSession('isRepAuthenticated'),
      navigate: (_, params) => navigate({ ...params, reload: true }),
    },
  }));
  return {
    notMySite: () => send({ type: 'site.notMine' }),
    notFoundBack: () => send({ type: 'site.notFoundBack' }),
    configErrorBack: (page: LandingConfigPage) => send({ type: 'site.configErrorBack', page }),
  };
}
