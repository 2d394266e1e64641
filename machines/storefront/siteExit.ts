/**
 * Leaving a site (storefront.md sections 2 and 4 "Not My Site and the 404 button"): Not My Site
 * and the 404 page's Back to Homepage clear all local storage, reset the stored state and go to
 * the root; Not My Site also de-authenticates. The landing-not-configured page's Back to
 * Homepage clears everything and goes to the access page when it came from the access page
 * (/landing-config-error/{type}/accessPage), else goes to / (storage kept).
 *
 * The app provides the actions `clearStorage`, `resetState`, `deauthenticate` and `navigate`
 * (params: { to }).
 */
import { setup } from 'xstate';
import { noEffect, paramEffect, type NavigateParams } from '../effects';
import type { LandingConfigPage } from './types';

export type SiteExitEvent =
  | { type: 'site.notMine' }
  | { type: 'site.notFoundBack' }
  | { type: 'site.configErrorBack'; page: LandingConfigPage };

/** Where the access page lives (the route list's /access-page). */
export const ACCESS_PAGE = '/access-page';

/** The site-exit machine; see the file comment for the effects to provide. */
export const siteExitMachine = setup({
  types: { events: {} as SiteExitEvent },
  actions: {
    clearStorage: noEffect,
    resetState: noEffect,
    deauthenticate: noEffect,
    navigate: paramEffect<NavigateParams>(),
  },
  guards: {
    fromAccessPage: (_, params: { page: LandingConfigPage }) => params.page === 'accessPage',
  },
}).createMachine({
  id: 'siteExit',
  initial: 'onPage',
  states: {
    onPage: {
      on: {
        'site.notMine': { target: 'left', actions: ['clearStorage', 'resetState', 'deauthenticate', { type: 'navigate', params: { to: '/' } }] },
        'site.notFoundBack': { target: 'left', actions: ['clearStorage', 'resetState', { type: 'navigate', params: { to: '/' } }] },
        'site.configErrorBack': [
          {
            guard: { type: 'fromAccessPage', params: ({ event }) => ({ page: event.page }) },
            target: 'left',
            actions: ['clearStorage', 'resetState', { type: 'navigate', params: { to: ACCESS_PAGE } }],
          },
          { target: 'left', actions: { type: 'navigate', params: { to: '/' } } },
        ],
      },
    },
    left: { type: 'final' },
  },
});
