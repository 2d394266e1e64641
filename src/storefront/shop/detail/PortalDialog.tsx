/**
 * The select portal modal (storefront.md sections 2 and 4 "Plan detail entry"): a rep chooses the
 * portal and a group (or none, for an individual); anyone else the portal only ('Please choose a
 * platform' without one). Rendered by the engine from its catalog
 * (schemas/catalog/storefront/portal.ts): get-form-fields-pricing/portal serves its definitions
 * with the choices this session may pick (the server's, never the browser's), and the quote that
 * takes the chosen portal checks it with the same form. The machine (planDetailEntry) owns the
 * choice and the submit.
 */
import type { FormValues } from '../../../../adapters';
import { Modal } from '../../../app/ui/Modal';
import { LoadedPricingForm, PricingFormBody } from './PricingFormDialog';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.portalDialog;

export interface PortalDialogProps {
  /** A rep's dialog is titled for the group choice too (the server's definitions ask it). */
  isRep: boolean;
  portalId: number | null;
  chosenGroupId: number | null;
  /** The machine's message, shown as the form's alert (the form refuses a missing portal at its field). */
  error: string | null;
  onPortal: (portalId: number | null) => void;
  onGroup: (groupId: number | null) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const text = (id: number | null) => (id === null ? '' : String(id));
const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : null);

/** The portal form once loaded, bound to the caller's machine. */
export function PortalDialog({ isRep, portalId, chosenGroupId, error, onPortal, onGroup, onSubmit, onClose }: PortalDialogProps) {
  const values: FormValues = { platform_group_id: text(portalId), group_id: text(chosenGroupId) };
  const change = (next: FormValues) => {
    if (idOf(next.platform_group_id) !== portalId) onPortal(idOf(next.platform_group_id));
    if (idOf(next.group_id) !== chosenGroupId) onGroup(idOf(next.group_id));
  };
  return (
    <Modal title={isRep ? TEXT.selectPortalAndGroup : TEXT.selectPortal} onClose={onClose}>
      <LoadedPricingForm form="portal">
        {(definition) => (
          <PricingFormBody definition={definition} busy={false} errors={error ? { general: error } : {}} onCancel={onClose} onSubmit={onSubmit}
            submitLabel={TEXT.continue} controlled={{ values, onChange: change }} />
        )}
      </LoadedPricingForm>
    </Modal>
  );
}
