import { apiDelete } from './client';

/** DELETE admin/session: signs out of the studio. */
export function staffSignOut(): Promise<unknown> {
  return apiDelete<unknown>('admin/session');
}
