/**
 * GET get-member-info?user_id: a member's name, rep, group and portal (storefront.md 7), used to
 * restore a stored member on a new visit; null when the server answers 204 (unknown member).
 * The server answers only for the signed-in member (the portal sign-in of the homes slice).
 */
import type { MemberInfo } from '../../machines/storefront/startupTypes';
import { apiLookup } from './lookup';

/** The member `user_id`, or null when none matches. */
export function getMemberInfo(user_id: number): Promise<MemberInfo | null> {
  return apiLookup<MemberInfo>('get-member-info', { user_id });
}
