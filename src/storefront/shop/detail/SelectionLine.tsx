/**
 * The line naming the selected group and portal (storefront.md section 2 "Plan detail"); hidden
 * on the marketing (white-label) host unless the visitor came as a group, and when nothing is chosen.
 */
import { useSessionValue } from '../../../session/useSessionValue';

export function SelectionLine({ whiteLabelHost }: { whiteLabelHost: boolean }) {
  const groupName = useSessionValue('gname');
  const portalName = useSessionValue('portal_name');
  const openType = useSessionValue('open_type');
  const parts = [groupName && `Group: ${groupName}`, portalName && `Portal: ${portalName}`].filter(Boolean);
  if (parts.length === 0 || (whiteLabelHost && openType !== 'group')) return null;
  return <p className="detail-selection">{parts.join(' · ')}</p>;
}
