import type { StaffData } from '../../schemas/api/adminTypes';
import { apiPost } from './client';

/** POST admin/session {email, password}: signs in to the studio (sets the staff cookie); who signed in. */
export function staffSignIn(email: string, password: string): Promise<StaffData> {
  return apiPost<StaffData>('admin/session', { email, password });
}
