/**
 * The select portal modal (storefront.md sections 2 and 4 "Plan detail entry"): a rep chooses
 * the portal and a group (or none, for an individual); anyone else the portal only ('Please
 * choose a platform' without one). The rep's portals and groups come from get-enrollment-platforms
 * and get-agent-groups; a group's visitor picks among the group's portals.
 */
import useSWR from 'swr';
import { getAgentGroups, getEnrollmentPlatforms, getGroupHomeInfo } from '../../../api/getHomeChoices';
import { ONCE_PER_PAGE } from '../../../api/query';
import { Modal } from '../../../app/ui/Modal';
import { ModalForm } from '../../../app/ui/ModalForm';
import { SelectField } from '../../homes/SelectField';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.portalDialog;

export interface PortalDialogProps {
  agentId: number | null;
  groupId: number | null;
  isRep: boolean;
  portalId: number | null;
  chosenGroupId: number | null;
  error: string | null;
  onPortal: (portalId: number | null) => void;
  onGroup: (groupId: number | null) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** The portals (and a rep's groups) this visitor may choose from. */
async function loadChoices(agentId: number | null, groupId: number | null, isRep: boolean) {
  if (groupId !== null && !isRep) {
    const info = await getGroupHomeInfo(groupId);
    return { portals: info.platforms.map((p) => ({ value: String(p.platform_group_id), label: p.platform_name })), groups: [] };
  }
  if (agentId === null) return { portals: [], groups: [] };
  const [platforms, groups] = await Promise.all([getEnrollmentPlatforms(agentId), isRep ? getAgentGroups(agentId) : Promise.resolve([])]);
  return {
    portals: platforms.map((p) => ({ value: String(p.platform_group_id), label: p.platform_name })),
    groups: groups.map((g) => ({ value: String(g.gid), label: g.gname })),
  };
}

const idOf = (value: string) => (value === '' ? null : Number(value));

export function PortalDialog({ agentId, groupId, isRep, portalId, chosenGroupId, error, onPortal, onGroup, onSubmit, onClose }: PortalDialogProps) {
  const { data } = useSWR(['portal-choices', agentId, groupId, isRep] as const, ([, a, g, rep]) => loadChoices(a, g, rep), ONCE_PER_PAGE);
  return (
    <Modal title={isRep ? TEXT.selectPortalAndGroup : TEXT.selectPortal} onClose={onClose}>
      <ModalForm busy={false} cancelLabel={TEXT.cancel} submitLabel={TEXT.continue} onCancel={onClose} onSubmit={onSubmit}>
        <SelectField label={TEXT.portal} name="platform_group_id" placeholder={TEXT.chooseAPortal} value={portalId === null ? '' : String(portalId)}
          error={error} options={data?.portals ?? []} onChange={(event) => onPortal(idOf(event.target.value))} />
        {isRep && (
          <SelectField label={TEXT.group} name="group_id" placeholder={TEXT.noGroupAnIndividual} value={chosenGroupId === null ? '' : String(chosenGroupId)}
            options={data?.groups ?? []} onChange={(event) => onGroup(idOf(event.target.value))} />
        )}
      </ModalForm>
    </Modal>
  );
}
