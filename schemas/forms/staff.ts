/**
 * Product staff's roles (issue 14, point 7) and what each allows. Roles are a set, not a ladder:
 * an account holds any of them, and each grants its own powers. Pure data and rules, read by the
 * server's guards (server/plugins/staffSession.ts) and by the studio to show what a person may do.
 */

/** The roles a staff account may hold. */
export const STAFF_ROLES = ['viewer', 'author', 'publisher'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether `value` names a staff role (the database's roles column is checked against the same list). */
export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/** Every staff role may read forms, versions, diffs and the audit log. */
export function mayView(roles: readonly StaffRole[]): boolean {
  return roles.some(isStaffRole);
}

/** An author creates and edits drafts (a publisher alone does not: publishing and editing are separate duties). */
export function mayEdit(roles: readonly StaffRole[]): boolean {
  return roles.includes('author');
}

/**
 * A publisher publishes, schedules and rolls back. On a 'four eyes' portal a publisher may still
 * not publish a draft they authored alone: that check needs the draft's authors (the admin API's).
 */
export function mayPublish(roles: readonly StaffRole[]): boolean {
  return roles.includes('publisher');
}
