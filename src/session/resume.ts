/**
 * Stores what continue-enrollment / direct-continue answered, so the wizard screens find the
 * enrollment after the full reload. Values tied to a previous enrollment are replaced or removed.
 */
import type { ContinueData } from '../../schemas/api/types';
import { clearSession, setSession } from './storage';

/** Replaces the enrollment's session values with the resumed enrollment's (null values are removed). */
export function storeResumedEnrollment(data: ContinueData): void {
  setSession('tempId', data.enrollment_id);
  setSession('enroll_type', data.type);
  setSession('eprocess', data.eprocess);
  setSession('group_id', data.group_id);
  setSession('portal_id', data.platform_group_id);
  setSession('agent_id', data.agent_id);
  setSession('open_type', data.open_type);
  // The old tab list and review marker belong to the previous enrollment.
  clearSession('nav_array');
  clearSession('navto');
}
