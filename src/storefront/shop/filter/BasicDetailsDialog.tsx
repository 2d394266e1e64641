/**
 * The Basic Details popup (storefront.md section 2 "Plans listing": the filter summary's edit
 * box): the quote form in its compact layout. A save closes it and calls `onSaved` (the quote
 * form has already revalidated every read, so the summary and the plans follow the new filter).
 * The form loads with the popup, so pages that only show the summary do not carry its code.
 */
import { lazy, Suspense } from 'react';
import { Modal } from '../../../app/ui/Modal';
import { STOREFRONT_SHOP_FILTER_TEXT } from '../../../../schemas/uiText/storefront/shop/filter';

/** This screen's texts (schemas/uiText/storefront/shop/filter.ts). */
const TEXT = STOREFRONT_SHOP_FILTER_TEXT.basicDetailsDialog;

const QuoteForm = lazy(() => import('../quote').then((m) => ({ default: m.QuoteForm })));

export interface BasicDetailsDialogProps {
  onClose: () => void;
  /** After a successful save (default: close). */
  onSaved?: () => void;
  /** Why the popup asks (e.g. a premier plan's category), shown above the form. */
  intro?: string;
}

/** The Basic Details popup; see the file comment. */
export function BasicDetailsDialog({ onClose, onSaved = onClose, intro }: BasicDetailsDialogProps) {
  return (
    <Modal title={TEXT.basicDetails} onClose={onClose}>
      {intro && <p>{intro}</p>}
      <Suspense fallback={<p aria-busy="true">{TEXT.loading}</p>}>
        <QuoteForm compact onDone={onSaved} />
      </Suspense>
      <p className="actions"><button type="button" className="btn" onClick={onClose}>{TEXT.cancel}</button></p>
    </Modal>
  );
}
