import type { PrincipalData } from '../../schemas/api/members';
import { apiGet } from './client';

/** GET portal-session: who is signed in on this browser's session (role null when nobody). */
export function getPortalSession(): Promise<PrincipalData> {
  return apiGet<PrincipalData>('portal-session');
}
