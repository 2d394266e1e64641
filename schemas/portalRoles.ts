/**
 * Who a portal account signs in as (storefront.md section 7, issue 7 point 6): a rep (agent id),
 * a group admin (group id) or a member (user id). Product vocabulary: the sessions, the accounts
 * table and the members routes name it; the demo world's accounts use it.
 */

/** The roles a portal account has. */
export const PORTAL_ROLES = ['agent', 'group', 'member'] as const;

/** A portal account's role. */
export type PortalRole = (typeof PORTAL_ROLES)[number];
