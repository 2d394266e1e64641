/** The Enroll Now tier dialog of the member tables (storefront.md section 6): the member, Choose Tier, Cancel and Submit. */
import type { FormEvent } from 'react';
import type { TierCode } from '../../../schemas/plans';
import { Modal } from '../../app/ui/Modal';
import { TierSelect } from './TierSelect';
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

/** The dialog in one state (no behaviour of its own: machines/storefront/memberEnroll drives it). */
export function TierDialog({ memberName, tier, error, busy, onTier, onSubmit, onCancel }: TierDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal title={TEXT.chooseATier} onClose={onCancel}>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <p><FilledText text={TEXT.enrollFor} values={{ name: <strong>{memberName}</strong> }} /></p>
        <TierSelect value={tier} error={error} onChange={onTier} />
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>{TEXT.cancel}</button>
          <button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.submit}</button>
        </div>
      </form>
    </Modal>
  );
}
