/** What an existing member's new filter leaves in the browser (machines/storefront/memberEnroll's storeEnrollment). */
import type { StoredEnrollment } from '../../../machines/storefront/memberEnroll';
import { setSession } from '../../session/storage';

/** Stores tempId, portal, group, tier, enroll_type and the filter-submitted and current-member flags. */
export function storeEnrollment(stored: StoredEnrollment): void {
  setSession('tempId', stored.tempId);
  setSession('portal_id', stored.portal_id);
  setSession('group_id', stored.group_id);
  setSession('tier', stored.tier);
  setSession('enroll_type', stored.enroll_type);
  setSession('isFilterDataSubmitted', stored.isFilterDataSubmitted);
  setSession('isCurrentMemberAvailable', stored.isCurrentMemberAvailable);
}
