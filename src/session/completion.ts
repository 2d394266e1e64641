/**
 * What the browser forgets around completion (enrollment.md section 4): Review's Next clears the
 * dependents' markers, the cart state and the premier flags; once the receipt has loaded, the
 * temporary enrollment's ids go too. The visitor's own context (process, open type, referral,
 * portal, group, agent) stays: the receipt's home button and the storefront read it.
 */
import { clearSession, type SessionKey } from './storage';

/** Cleared by Review's Next: first_track, isSpouseEnrollAccept, the cart state and the premier flag. */
export const REVIEW_CLEARED_KEYS: readonly SessionKey[] = ['first_track', 'isSpouseEnrollAccept', 'cartCount', 'isPremierPlan'];

/** Cleared once the receipt has loaded: the temporary enrollment and what hung on it. */
export const RECEIPT_CLEARED_KEYS: readonly SessionKey[] = ['tempId', 'tempDepData', 'nav_array', 'navto', 'enroll_type'];

/** Review's Next, after its save. */
export function clearAfterReview(): void {
  for (const key of REVIEW_CLEARED_KEYS) clearSession(key);
}

/** After the receipt has loaded. */
export function forgetCompletedEnrollment(): void {
  for (const key of RECEIPT_CLEARED_KEYS) clearSession(key);
}
