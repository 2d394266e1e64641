import type { StaffData } from '../../schemas/api/adminTypes';
import { apiGet } from './client';

/** GET admin/session: who is signed in to the studio (rejects with status 401 when nobody). */
export function staffSession(): Promise<StaffData> {
  return apiGet<StaffData>('admin/session');
}
