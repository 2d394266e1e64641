/**
 * "/" (the route list's NewHome): the default site's marketing landing. A visitor who already
 * entered a site (a rep's or group's landing, a code, a referral) and holds the rep-authenticated
 * flag goes on to that site's plan-filter entry, /home, instead: the Home link's "/" for a
 * visitor with an open type (machines/storefront/homeLink.ts) must not drop them back to the
 * default site's marketing page.
 */
import { Navigate } from 'react-router-dom';
import { useSessionValue } from '../../session/useSessionValue';
import { MarketingLanding } from './MarketingLanding';

export function NewHome() {
  const authenticated = useSessionValue('isRepAuthenticated');
  const openType = useSessionValue('open_type');
  if (authenticated === true && openType) return <Navigate to="/home" replace />;
  return <MarketingLanding />;
}
