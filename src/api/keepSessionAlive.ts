import type { KeepAliveData } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST keep-session-alive {}: renews this browser's session (the timeout warning's "Stay"); data.expires_in seconds left. */
export function keepSessionAlive(): Promise<KeepAliveData> {
  return apiPost<KeepAliveData>('keep-session-alive', {});
}
