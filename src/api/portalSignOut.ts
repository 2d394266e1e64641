import { apiPost } from './client';

/** POST portal-sign-out {}: the session forgets who signed in. */
export async function portalSignOut(): Promise<void> {
  await apiPost('portal-sign-out', {});
}
