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
        <h1 id="landing-title">Welcome to {siteName}</h1>
        <p className="lead">
          Health, dental, vision and life benefits for you and your family, chosen at your own pace with the
          representative or employer you trust. Your progress is saved as you go.
        </p>
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => setDialog('access')}>I have a rep access code</button>
          <button type="button" className="btn btn--secondary" onClick={() => setDialog('employee')}>Employee Enrollment</button>
          <Link className="btn btn--link" to="/continue-enrollment">Continue a saved enrollment</Link>
        </div>
      </section>
      <NetworkSection />
      <PortalLinks heading />
      <section className="landing-section landing-exit" aria-labelledby="landing-exit">
        <h2 id="landing-exit">Not the site you were looking for?</h2>
        <p>
          If you opened someone else&apos;s benefit store by mistake, start again on ours.{' '}
          <button type="button" className="btn btn--link" onClick={notMySite}>Not My Site</button>
        </p>
      </section>
      <Suspense fallback={null}>
        {dialog === 'access' && <AccessCodeDialog onClose={() => setDialog(null)} />}
        {dialog === 'employee' && <EmployeeEnrollmentDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
