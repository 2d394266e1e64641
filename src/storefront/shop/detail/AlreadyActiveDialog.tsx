/** The already-active notice (storefront.md section 8): the server's text and OK. */
import { Modal } from '../../../app/ui/Modal';
import { STOREFRONT_TEXT } from '../../../../schemas/uiText/storefront';

/** This screen's texts (schemas/uiText/storefront.ts). */
const TEXT = STOREFRONT_TEXT.alreadyActiveDialog;

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
