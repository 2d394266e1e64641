/** The already-active notice (storefront.md section 8): the server's text and OK. */
import { Modal } from '../../../app/ui/Modal';

export function AlreadyActiveDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal title="Plan already active" onClose={onClose}>
      <p>{message}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>OK</button>
      </div>
    </Modal>
  );
}
