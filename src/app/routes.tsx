/**
 * The route table. Every page is a lazy component, so the initial download holds only React,
 * the router and the layout; forms, RJSF, ajv and xstate arrive with the screens that need them.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FORM_TABS, SAVED_TAB_DESTINATIONS, WIZARD_TABS } from '../../schemas/tabs';
import { loadTabScreens as tabScreens } from '../enrollment/preloadWizard';
import { Layout } from './Layout';

const HomePage = lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const NotAvailablePage = lazy(() => import('./NotAvailablePage').then((m) => ({ default: m.NotAvailablePage })));
const ContinueEnrollmentScreen = lazy(() => import('../enrollment/ContinueEnrollmentScreen').then((m) => ({ default: m.ContinueEnrollmentScreen })));
const DirectContinueScreen = lazy(() => import('../enrollment/DirectContinueScreen').then((m) => ({ default: m.DirectContinueScreen })));
const PersonalInfoScreen = lazy(() => tabScreens().then((m) => ({ default: m.PersonalInfoScreen })));
const ContactInfoScreen = lazy(() => tabScreens().then((m) => ({ default: m.ContactInfoScreen })));
const EmployerInfoScreen = lazy(() => tabScreens().then((m) => ({ default: m.EmployerInfoScreen })));

/** Wizard paths that a later issue builds, plus the cart: they show "not available yet". */
export const UNAVAILABLE_PATHS: readonly string[] = [
  ...WIZARD_TABS.filter((t) => !(FORM_TABS as readonly string[]).includes(t.tab_name)).map((t) => t.path),
  SAVED_TAB_DESTINATIONS.cart_info,
];

/** All routes of the app under the shared layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="continue-enrollment" element={<ContinueEnrollmentScreen />} />
        <Route path="direct-continue/:id/:tab" element={<DirectContinueScreen />} />
        <Route path="enrollment/personal-info" element={<PersonalInfoScreen />} />
        <Route path="enrollment/contact-info" element={<ContactInfoScreen />} />
        <Route path="enrollment/employer-info" element={<EmployerInfoScreen />} />
        {UNAVAILABLE_PATHS.map((path) => <Route key={path} path={path} element={<NotAvailablePage />} />)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
