/** Who the visitor is, from the home calls' query (group_id, portal_id) or the second backend's (groupID, platformID). */
import type { ShownTo } from '../../db/queries/storefrontHome';

const idOf = (value: string | undefined): number | null => (value === undefined ? null : Number(value));

/** The group and portal whose plans the visitor is shown; without a portal, the store's default (AppConfig.defaultPortalId). */
export function shownTo(groupId: string | undefined, portalId: string | undefined, defaultPortalId: number): ShownTo {
  return { groupId: idOf(groupId), portalId: idOf(portalId) ?? defaultPortalId };
}
