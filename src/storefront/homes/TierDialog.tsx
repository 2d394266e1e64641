/** The Enroll Now tier dialog of the member tables (storefront.md section 6): the member, Choose Tier, Cancel and Submit. */
import type { FormEvent } from 'react';
import type { TierCode } from '../../../schemas/plans';
import { Modal } from '../../app/ui/Modal';
import { TierSelect } from './TierSelect';

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
    <Modal title="Choose a tier" onClose={onCancel}>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <p>Enroll <strong>{memberName}</strong> for the tier you choose.</p>
        <TierSelect value={tier} error={error} onChange={onTier} />
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>Cancel</button>
          <button type="submit" className="btn btn--primary" disabled={busy}>Submit</button>
        </div>
      </form>
    </Modal>
  );
}
