/**
 * The default site's landing, "/" (storefront.md sections 2 and 9, the marketing variant): a calm
 * hero with the two ways in (a rep access code, an employee's group enrollment code) and the way
 * back to a saved enrollment, the health network, the portal links and Not My Site. The page
 * stands alone: the layout hides its header and footer here (src/storefront/entry/chrome.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBranding } from '../../app/useBranding';
import { usePageTitle } from '../../app/usePageTitle';
import { useSiteExit } from '../entry/useSiteExit';
import { NetworkSection } from './NetworkSection';
import { PortalLinks } from './PortalLinks';
// oxlint-disable-next-line import/no-unassigned-import -- the landing pages' own styles
import './landing.css';
import { STOREFRONT_LANDING_TEXT } from '../../../schemas/uiText/storefront/landing';
import { fill } from '../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/storefront/landing.ts). */
const TEXT = STOREFRONT_LANDING_TEXT.marketingLanding;

// The dialogs (and xstate with their machines) load when opened: the landing's first download stays small.
const AccessCodeDialog = lazy(() => import('../entry/AccessCodeDialog').then((m) => ({ default: m.AccessCodeDialog })));
const EmployeeEnrollmentDialog = lazy(() => import('../entry/EmployeeEnrollmentDialog').then((m) => ({ default: m.EmployeeEnrollmentDialog })));

type Dialog = 'access' | 'employee' | null;

export function MarketingLanding() {
  const { siteName } = useBranding();
  const { notMySite } = useSiteExit();
  const [dialog, setDialog] = useState<Dialog>(null);
  usePageTitle('');
  return (
    <div className="page landing">
      <section className="hero landing-hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{fill(TEXT.welcomeTo, { siteName })}</h1>
        <p className="lead">
          {TEXT.healthDentalVisionAndLife}
        </p>
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => setDialog('access')}>{TEXT.iHaveARepAccess}</button>
          <button type="button" className="btn btn--secondary" onClick={() => setDialog('employee')}>{TEXT.employeeEnrollment}</button>
          <Link className="btn btn--link" to="/continue-enrollment">{TEXT.continueASavedEnrollment}</Link>
        </div>
      </section>
      <NetworkSection />
      <PortalLinks heading />
      <section className="landing-section landing-exit" aria-labelledby="landing-exit">
        <h2 id="landing-exit">{TEXT.notTheSiteYouWere}</h2>
        <p>
          {TEXT.ifYouOpenedSomeoneElses}{' '}
          <button type="button" className="btn btn--link" onClick={notMySite}>{TEXT.notMySite}</button>
        </p>
      </section>
      <Suspense fallback={null}>
        {dialog === 'access' && <AccessCodeDialog onClose={() => setDialog(null)} />}
        {dialog === 'employee' && <EmployeeEnrollmentDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
