import type { PrincipalData } from '../../schemas/api/members';
import { apiPost } from './client';

/** POST portal-sign-in {email, password}: signs in on a fresh session; who signed in (the ids the pages store). */
export function portalSignIn(email: string, password: string): Promise<PrincipalData> {
  return apiPost<PrincipalData>('portal-sign-in', { email, password });
}
