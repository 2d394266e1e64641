/** The Enroll Now tier dialog of the member tables (storefront.md section 6): the member, Choose Tier, Cancel and Submit. */
import type { TierCode } from '../../../schemas/plans';
import { Modal } from '../../app/ui/Modal';
import { TierForm } from './TierForm';
import { FilledText } from '../../shared/text/FilledText';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.tierDialog;

export interface TierDialogProps {
  memberName: string;
  tier: TierCode | null;
  error: string | null;
  busy: boolean;
  onTier: (tier: TierCode | null) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The dialog in one state: the engine's tier form (TierForm); machines/storefront/memberEnroll drives it. */
export function TierDialog({ memberName, tier, error, busy, onTier, onSubmit, onCancel }: TierDialogProps) {
  return (
    <Modal title={TEXT.chooseATier} onClose={onCancel}>
      <p><FilledText text={TEXT.enrollFor} values={{ name: <strong>{memberName}</strong> }} /></p>
      <TierForm tier={tier} error={error} busy={busy} onTier={onTier} onSubmit={onSubmit} onCancel={onCancel} />
    </Modal>
  );
}
