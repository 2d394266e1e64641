/**
 * The main-layout guard (storefront.md sections 2 and 6: "Routes under the main layout need a
 * rep-authenticated flag; otherwise the visitor is sent to the landing page"). A valid landing,
 * referral or site, a confirmed rep access code or group enrollment code, and the continue links
 * grant the flag. Without it the visitor goes to the landing the browser remembers, else to /.
 */
import { Navigate, Outlet } from 'react-router-dom';
import { landingPath } from '../../../machines/storefront/types';
import { useSessionValue } from '../../session/useSessionValue';

/** Where a visitor without the flag goes: their site's landing, or the default site's root. */
export function landingTarget(landingUrl: string | null): string {
  return landingUrl && landingUrl.trim() !== '' ? landingPath(landingUrl) : '/';
}

/** Renders the guarded routes for an authenticated visitor; anyone else is sent to the landing. */
export function RequireRepAuth() {
  const authenticated = useSessionValue('isRepAuthenticated');
  const landingUrl = useSessionValue('landing_url');
  if (authenticated !== true) return <Navigate to={landingTarget(landingUrl)} replace />;
  return <Outlet />;
}
