/**
 * The Home link target and the current-route helper (storefront.md section 2 "Home link target"):
 * with an open type and a referral, /referrals?rid={referral}; with only an open type, /;
 * otherwise by process: rep /agent-home, applicant /member-home, group /group-home (/ on the
 * special white-label host). The current-route helper follows the same logic and ends at
 * /agent-select-member, /member-home or /group-select-member. With no process at all the visitor
 * is public and both go to / (our choice: the spec names no other target).
 */
import type { Visitor } from './startupRoute';

/** What both helpers read: the stored session values, and whether this is the white-label host. */
export interface HomeLinkInput extends Pick<Visitor, 'open_type' | 'referral' | 'eprocess'> {
  whiteLabelHost: boolean;
}

type ProcessRoutes = Record<'rep' | 'applicant' | 'group', string>;

function byProcess(input: HomeLinkInput, routes: ProcessRoutes): string {
  if (input.open_type && input.referral) return `/referrals?rid=${encodeURIComponent(input.referral)}`;
  if (input.open_type) return '/';
  if (!input.eprocess) return '/';
  if (input.eprocess === 'group' && input.whiteLabelHost) return '/';
  return routes[input.eprocess];
}

/** Where the Home action goes. */
export function homeLinkTarget(input: HomeLinkInput): string {
  return byProcess(input, { rep: '/agent-home', applicant: '/member-home', group: '/group-home' });
}

/** The current-route helper: the same logic, ending at the member tables or the member home. */
export function currentRoute(input: HomeLinkInput): string {
  return byProcess(input, { rep: '/agent-select-member', applicant: '/member-home', group: '/group-select-member' });
}
