/** Who the visitor is, from the home calls' query (group_id, portal_id) or the second backend's (groupID, platformID). */
import { DEFAULT_PORTAL_ID } from '../../../schemas/demo/storefront';
import type { ShownTo } from '../../db/queries/storefrontHome';

const idOf = (value: string | undefined): number | null => (value === undefined ? null : Number(value));

/** The group and portal whose plans the visitor is shown; without a portal, the default one (11). */
export function shownTo(groupId: string | undefined, portalId: string | undefined): ShownTo {
  return { groupId: idOf(groupId), portalId: idOf(portalId) ?? DEFAULT_PORTAL_ID };
}
