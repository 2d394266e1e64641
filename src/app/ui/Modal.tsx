import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  title: string;
  /** The title's language when it is content written in another language than the page's (a carrier's plan name, a store's offer). */
  titleLang?: string;
  /** Escape and the caller's own Cancel/Back/Done button close the dialog. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * An accessible modal dialog: a <dialog> marked aria-modal, labelled by its title, focus moved
 * in, trapped and returned, Escape closes. Rendered into <body> over a backdrop, so page
 * styles never clip it; our own trap keeps it identical in every browser and in jsdom.
 */
export function Modal({ title, titleLang, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useFocusTrap(dialog, onClose);
  return createPortal(
    <div className="modal-backdrop">
      <dialog ref={dialog} open className="modal" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 className="modal__title" id={titleId} lang={titleLang}>{title}</h2>
        {children}
      </dialog>
    </div>,
    document.body,
  );
}
