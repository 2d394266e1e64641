/**
 * machines/storefront/siteExit with the app's effects, run for one button press. Clearing storage
 * removes every stored value (the rep-authenticated flag with it, so "de-authenticate" and "reset
 * state" are the same clearing here: the app keeps its shared state only in the session values).
 * Leaving is a full load of the target, so the startup runs again for an anonymous visitor.
 */
import { createActor } from 'xstate';
import type { NavigateParams } from '../../../machines/effects';
import { siteExitMachine, type SiteExitEvent } from '../../../machines/storefront/siteExit';
import { clearAllSession, clearSession } from '../../session/storage';

/** Runs `event` through the site-exit machine; `navigate` is the app's router effect. */
export function runSiteExit(event: SiteExitEvent, navigate: (params: NavigateParams) => void): void {
  const actor = createActor(siteExitMachine.provide({
    actions: {
      clearStorage: () => clearAllSession(),
      resetState: () => clearAllSession(),
      deauthenticate: () => clearSession('isRepAuthenticated'),
      navigate: (_, params) => navigate({ ...params, reload: true }),
    },
  }));
  actor.start();
  actor.send(event);
  actor.stop();
}
