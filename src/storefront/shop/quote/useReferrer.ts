/**
 * 'Referred By' (storefront.md section 2 "Home"): the referrer's name when the visitor came by a
 * referral link (session value referral) that get-enrollment-info-referral calls valid.
 */
import useSWR from 'swr';
import { getReferral } from '../../../api/getReferral';
import { ONCE_PER_PAGE } from '../../../api/query';
import { useSessionValue } from '../../../session/useSessionValue';

/** The referrer's name, or null (no referral, an invalid one, or not loaded yet). */
export function useReferrer(): string | null {
  const referral = useSessionValue('referral');
  const answer = useSWR(referral ? ['referral', referral] : null, () => getReferral(referral!), ONCE_PER_PAGE).data;
  return answer?.valid_referral_link && answer.referrer_info ? String(answer.referrer_info) : null;
}
