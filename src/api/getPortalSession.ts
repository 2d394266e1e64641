import useSWR from 'swr';
import type { PrincipalData } from '../../schemas/api/members';
import { apiGet } from './client';

export const PORTAL_SESSION_KEY = 'portal-session';

/** GET portal-session: who is signed in on this browser's session (role null when nobody). */
export function getPortalSession(): Promise<PrincipalData> {
  return apiGet<PrincipalData>(PORTAL_SESSION_KEY);
}

/** Who is signed in, as SWR reads it (revalidated on mount: a sign-in or sign-out elsewhere shows); undefined while loading or when it failed. */
export function usePortalSession(): PrincipalData | undefined {
  return useSWR(PORTAL_SESSION_KEY, getPortalSession, { revalidateOnFocus: false }).data;
}
