/** The Access Code dialog of the landing page: the rep access code flow in a modal. */
import { Modal } from '../../app/ui/Modal';
import { AccessCodeView, type RepConfirmWording } from './AccessCodeView';
import { useAccessCode } from './useAccessCode';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';

/** This screen's texts (schemas/uiText/storefront/entry.ts). */
const TEXT = STOREFRONT_ENTRY_TEXT.accessCodeDialog;

export interface AccessCodeDialogProps {
  /** The confirmation's wording: the rep card (default) or 'Do you want to enroll under Rep'. */
  wording?: RepConfirmWording;
  onClose: () => void;
}

/** Escape closes it at any step; Confirm leaves the page for the rep's landing. */
export function AccessCodeDialog({ wording = 'card', onClose }: AccessCodeDialogProps) {
  const flow = useAccessCode();
  return (
    <Modal title={TEXT.accessCode} onClose={onClose}>
      <AccessCodeView {...flow} wording={wording} />
    </Modal>
  );
}
