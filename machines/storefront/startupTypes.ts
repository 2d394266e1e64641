/**
 * The minimal answers of the site and landing lookups the startup machine reads (storefront.md
 * sections 3 and 7); only the fields it uses.
 */

/** validate-landing-page's data: whose landing it is (204: no such landing, reaching the machine as null). */
export interface LandingInfo { type: 'agent' | 'group'; agent_id: number | null; group_id: number | null }

/** A group site record (get-external-site-infromation): gid, gagent_code, portal_id and the landing type. */
export interface SiteRecord { gid: number; gagent_code?: string | null; portal_id: number | null }

/** get-domainSite-infromation's data: the group behind a custom domain (data.gid; the portal when it names one). */
export interface DomainSite { gid: number; portal_id?: number | null }

/** get-enrollment-info-referral's data. */
export interface ReferralInfo { agent_id: number | null; group_id: number | null; portal_id: number | null; valid_referral_link: boolean; referrer_info?: string | null }

/** get-member-info's data (member_info, agent_info, group_info, portal_id). */
export interface MemberInfo {
  member_info: { user_id: number; first_name?: string; last_name?: string };
  agent_info?: { agent_id: number } | null;
  group_info?: { gid: number } | null;
  portal_id?: number | null;
}
