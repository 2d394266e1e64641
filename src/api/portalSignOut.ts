import { apiPost } from './client';

/** POST portal-sign-out {}: the server ends the session (and clears its cookie). */
export async function portalSignOut(): Promise<void> {
  await apiPost('portal-sign-out', {});
}
