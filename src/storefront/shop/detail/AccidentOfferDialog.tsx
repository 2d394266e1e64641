/** The accident-plan suggestion after an add (storefront.md sections 2 and 4): No thank you, or Add To Cart. */
import { Modal } from '../../../app/ui/Modal';
import type { Offer } from '../../../../machines/storefront/addToCart';

export interface AccidentOfferDialogProps { offer: Offer; busy: boolean; onAccept: () => void; onDecline: () => void }

/** The offered plan and its monthly price; either button ends at the cart. */
export function AccidentOfferDialog({ offer, busy, onAccept, onDecline }: AccidentOfferDialogProps) {
  return (
    <Modal title="Add accident protection?" onClose={onDecline}>
      <p>Accidents happen. <strong>{offer.plan_name}</strong> pays cash for covered injuries, for <strong>${offer.price}</strong> per month.</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onDecline} disabled={busy}>No thank you</button>
        <button type="button" className="btn btn--primary" onClick={onAccept} disabled={busy}>Add To Cart</button>
      </div>
    </Modal>
  );
}
