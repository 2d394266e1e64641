/** The accident-plan suggestion after an add (storefront.md sections 2 and 4): No thank you, or Add To Cart. */
import { Modal } from '../../../app/ui/Modal';
import type { Offer } from '../../../../machines/storefront/addToCart';
import { FilledText } from '../../../shared/text/FilledText';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';
import { money } from '../../../shared/text/language';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.accidentOfferDialog;

export interface AccidentOfferDialogProps { offer: Offer; busy: boolean; onAccept: () => void; onDecline: () => void }

/** The offered plan and its monthly price; either button ends at the cart. */
export function AccidentOfferDialog({ offer, busy, onAccept, onDecline }: AccidentOfferDialogProps) {
  return (
    <Modal title={TEXT.addAccidentProtection} onClose={onDecline}>
      <p><FilledText text={TEXT.offer} values={{ plan: <strong>{offer.plan_name}</strong>, price: <strong>{money(offer.price)}</strong> }} /></p>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onDecline} disabled={busy}>{TEXT.noThankYou}</button>
        <button type="button" className="btn btn--primary" onClick={onAccept} disabled={busy}>{TEXT.addToCart}</button>
      </div>
    </Modal>
  );
}
