/**
 * The line naming the selected group and portal (storefront.md section 2 "Plan detail"); hidden
 * on the marketing (white-label) host unless the visitor came as a group, and when nothing is chosen.
 */
import { useSessionValue } from '../../../session/useSessionValue';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';
import { fill } from '../../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.selectionLine;

export function SelectionLine({ whiteLabelHost }: { whiteLabelHost: boolean }) {
  const groupName = useSessionValue('gname');
  const portalName = useSessionValue('portal_name');
  const openType = useSessionValue('open_type');
  const parts = [groupName && fill(TEXT.group, { name: groupName }), portalName && fill(TEXT.portal, { name: portalName })].filter(Boolean);
  if (parts.length === 0 || (whiteLabelHost && openType !== 'group')) return null;
  return <p className="detail-selection">{parts.join(' · ')}</p>;
}
