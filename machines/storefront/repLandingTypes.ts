/**
 * What the rep and group landing flows (repLanding, groupLanding) share: a portal choice and the
 * visitor they store when a new-member enrollment starts (storefront.md section 8).
 */

/** A portal (platform group) as get-enrollment-platforms lists it. */
export interface PortalChoice { platform_group_id: number; platform_name: string; platform_code: string }

/** Who is enrolled next: new-member (no group) or new-group-member (a group's new member). */
export type NewEnrollType = 'new-member' | 'new-group-member';

/** The params of `storeVisitor`: the session values a landing flow sets before /home. */
export interface LandingVisitor {
  portal: PortalChoice;
  group_id: number | null;
  enroll_type: NewEnrollType;
  eprocess: 'rep' | 'group';
}
