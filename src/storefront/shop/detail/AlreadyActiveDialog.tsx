/** The already-active notice (storefront.md section 8): the server's text and OK. */
import { Modal } from '../../../app/ui/Modal';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.alreadyActiveDialog;

export function AlreadyActiveDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal title={TEXT.planAlreadyActive} onClose={onClose}>
      <p>{message}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>{TEXT.ok}</button>
      </div>
    </Modal>
  );
}
