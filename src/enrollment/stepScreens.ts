/**
 * The screen of each wizard step that is built, as a route page (src/app/lazyPage.ts): the route
 * table renders `Page`, and the first load of a step's path asks for its module before the app's
 * first render (src/app/routes.tsx loadFirstPage), so the step renders without the layout's
 * Suspense fallback. Through a plain lazy() the screen suspended on that render, and React 19 then
 * held the step back until 300 ms after the fallback, and again after any later fallback (the
 * location prompt's, at idle): a resumed step showed 300 to 400 ms after its code had run (issue 17).
 * A step's screens load with the wizard's chunk (loadTabScreens), which the continue screens preload.
 */
import type { ComponentType } from 'react';
import { WIZARD_TABS, type TabName } from '../../schemas/tabs';
import { lazyPage, type LazyPage } from '../app/lazyPage';
import { loadTabScreens as tabScreens } from './preloadWizard';

export const STEP_PAGES: Partial<Record<TabName, LazyPage<ComponentType>>> = {
  primary_info: lazyPage(() => tabScreens().then((m) => m.PersonalInfoScreen)),
  contact_info: lazyPage(() => tabScreens().then((m) => m.ContactInfoScreen)),
  employer_info: lazyPage(() => tabScreens().then((m) => m.EmployerInfoScreen)),
  beneficiary_info: lazyPage(() => import('./beneficiaries/BeneficiaryScreen').then((m) => m.BeneficiaryScreen)),
  dependent_info: lazyPage(() => import('./dependents/DependentScreen').then((m) => m.DependentScreen)),
  primary_health_info: lazyPage(() => import('./health/HealthScreen').then((m) => m.HealthScreen)),
  review_info: lazyPage(() => import('./review/ReviewScreen').then((m) => m.ReviewScreen)),
  agreement_info: lazyPage(() => import('./agreement/AgreementScreen').then((m) => m.AgreementScreen)),
  billing_info: lazyPage(() => import('./billing/BillingScreen').then((m) => m.BillingScreen)),
};

/** The built step a path shows (the route's path, with or without a trailing slash), if any. */
export function stepPageOf(pathname: string): LazyPage<ComponentType> | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const tab = WIZARD_TABS.find((entry) => entry.path === path);
  return tab ? STEP_PAGES[tab.tab_name] : undefined;
}
