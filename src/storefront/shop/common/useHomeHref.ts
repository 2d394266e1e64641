/**
 * Where a breadcrumb's Home goes (storefront.md section 2 "Home link target"): the header's own
 * rule (machines/storefront/homeLink) on the stored visitor; null on the special white-label
 * host, where the Home breadcrumb is hidden (section 1).
 */
import { homeLinkTarget } from '../../../../machines/storefront/homeLink';
import { useDefaultInfo } from '../../../api/getDefaultInfo';
import { useSessionValue } from '../../../session/useSessionValue';
import { currentHost } from '../../chrome/useSiteKey';

/** The Home breadcrumb's target, or null when it is hidden. */
export function useHomeHref(): string | null {
  const defaultInfo = useDefaultInfo();
  const openType = useSessionValue('open_type');
  const referral = useSessionValue('referral');
  const eprocess = useSessionValue('eprocess');
  const whiteLabelHost = Boolean(defaultInfo?.white_label && defaultInfo.white_label.host === currentHost());
  if (whiteLabelHost) return null;
  const open = openType === 'agent' || openType === 'group' || openType === 'user' ? openType : null;
  return homeLinkTarget({ open_type: open, referral, eprocess, whiteLabelHost });
}
