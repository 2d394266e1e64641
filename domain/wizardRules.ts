/**
 * Pure business rules that block or reveal wizard actions (enrollment.md section 4). Screens
 * feed their results to the tab flow as `tab.blockReason`; the enroller-code machine's guards
 * use the same functions, so each rule lives in one place.
 */
import { MESSAGES } from '../schemas/messages';
import { RULES } from '../schemas/rules';

/**
 * Who sees Enter Enroller Code: reps, the groups that require a code, or whoever
 * check-enroll-code names. Whether a group requires one is data of the group
 * (groups.requires_enroller_code), which check-enroll-code answers as `required`.
 */
export function showsEnrollerButton(s: { eprocess: string | null; required: boolean; serverShows: boolean }): boolean {
  return s.eprocess === 'rep' || s.required || s.serverShows;
}

/** Next stays blocked while a required enroller code has not been saved. */
export function isCodeMissing(s: { required: boolean; saved: boolean }): boolean {
  return s.required && !s.saved;
}

/** Block reason for the enroller-code rule, or null when Next may proceed. */
export function enrollerCodeBlock(s: { required: boolean; saved: boolean }): string | null {
  return isCodeMissing(s) ? MESSAGES.enrollerCodeEmpty : null;
}

/** Block reason for the retired-employer rule: the retired employment status ('R', schemas/rules.ts) stops progress. */
export function retiredBlock(values: Record<string, unknown>): string | null {
  const status = values.employment_status;
  return typeof status === 'string' && status.trim() === RULES.retiredStatus ? MESSAGES.retiredEmployer : null;
}

/** The first non-null reason, so a screen can combine several rules into one `tab.blockReason`. */
export function firstBlock(...reasons: ReadonlyArray<string | null>): string | null {
  return reasons.find((r) => r !== null) ?? null;
}

/** The enrollment type of a member re-enrolling: their own e-mail and phone are on file. */
export const EXISTING_USER_TYPE = 'existing-user';

/** Whether the enrollment re-enrolls an existing member (type 'existing-user'). */
export function isExistingUser(enrollType: string | null | undefined): boolean {
  return enrollType === EXISTING_USER_TYPE;
}

/** The enrollment types of a member re-enrolling: existing-member, and existing-user (which also changes the contact step). */
export const EXISTING_MEMBER_TYPES: readonly string[] = ['existing-member', EXISTING_USER_TYPE];

/** Whether the enrollment re-enrolls an existing member, whose beneficiaries, health answers and dependents are on file. */
export function isExistingMember(enrollType: string | null | undefined): boolean {
  return EXISTING_MEMBER_TYPES.includes(enrollType ?? '');
}

/** Existing users have their phone and e-mail checked by the external validators before the contact save. */
export function needsContactCheck(tab: string, enrollType: string | null): boolean {
  return tab === 'contact_info' && isExistingUser(enrollType);
}
