/**
 * The personalised quote's dialogs as the flow's state shows them (pure view; stories render
 * each state): the send-quote form (Name, Email, Message; Cancel, Preview, Send), the preview of
 * the rendered quote (Back, Send) and the confirmation 'Quote Successfully Sent to {email}'.
 */
import { useId, type FormEvent } from 'react';
import type { SendQuoteErrors, SendQuoteField, SendQuoteValues } from '../../../../machines/storefront/sendQuote';
import { QUOTE_MESSAGE_MAX_LENGTH, QUOTE_NAME_MAX_LENGTH } from '../../../../schemas/api/quoteSend';
import { EMAIL_MAX_LENGTH } from '../../../../schemas/catalog/patterns';
import { MESSAGES } from '../../../../schemas/messages';
import { Modal } from '../../../app/ui/Modal';
import { TextField } from '../../../app/ui/TextField';
import type { SendQuoteStep } from './useSendQuote';
// oxlint-disable-next-line import/no-unassigned-import -- the dialogs' styles load with the cart's chunk
import './sendQuote.css';
import { STOREFRONT_SHOP_SEND_QUOTE_TEXT } from '../../../../schemas/uiText/storefront/shop/sendQuote';

/** This screen's texts (schemas/uiText/storefront/shop/sendQuote.ts). */
const TEXT = STOREFRONT_SHOP_SEND_QUOTE_TEXT.sendQuoteDialogs;

export interface SendQuoteDialogsProps {
  step: SendQuoteStep;
  busy: boolean;
  values: SendQuoteValues;
  errors: SendQuoteErrors;
  error: string | null;
  preview: string | null;
  sent: string | null;
  onClose: () => void;
  onEdit: (field: SendQuoteField, value: string) => void;
  onPreview: () => void;
  onSend: () => void;
  onBack: () => void;
}

function MessageField({ value, error, busy, onEdit }: { value: string; error?: string; busy: boolean; onEdit: SendQuoteDialogsProps['onEdit'] }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{TEXT.messageOptional}</label>
      <textarea
        id={id} name="message" value={value} maxLength={QUOTE_MESSAGE_MAX_LENGTH} readOnly={busy}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onEdit('message', event.target.value)}
      />
      {error && <p className="field__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

function QuoteForm(props: SendQuoteDialogsProps) {
  const { busy, values, errors, error, onEdit, onPreview, onSend, onClose } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portaled, but React bubbles events through portals: keep this submit off the page's forms.
    event.stopPropagation();
    onSend();
  };
  return (
    <form className="send-quote" noValidate aria-busy={busy} onSubmit={submit}>
      {error && <p className="alert alert--error" role="alert">{error}</p>}
      <TextField
        label={TEXT.name} name="name" autoComplete="name" value={values.name} maxLength={QUOTE_NAME_MAX_LENGTH} readOnly={busy}
        error={errors.name} onChange={(event) => onEdit('name', event.target.value)}
      />
      <TextField
        label={TEXT.email} name="email" type="email" autoComplete="email" value={values.email} maxLength={EMAIL_MAX_LENGTH} readOnly={busy}
        error={errors.email} onChange={(event) => onEdit('email', event.target.value)}
      />
      <MessageField value={values.message} error={errors.message} busy={busy} onEdit={onEdit} />
      <div className="send-quote__actions">
        <button type="button" className="btn btn--link" disabled={busy} onClick={onClose}>{TEXT.cancel}</button>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={onPreview}>{TEXT.preview}</button>
        <button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.send}</button>
      </div>
    </form>
  );
}

/** Nothing when closed, else the dialog of the step. */
export function SendQuoteDialogs(props: SendQuoteDialogsProps) {
  const { step, busy, preview, sent, onClose, onSend, onBack } = props;
  if (step === 'closed') return null;
  if (step === 'preview') {
    return (
      <Modal title={TEXT.quotePreview} onClose={onClose}>
        <div className="send-quote">
          {/* The server's rendering: every value in it is escaped there (server/services/quote/quoteHtml.ts).
              A scrollable region is reachable by keyboard (WCAG 2.1.1), hence its tabIndex. */}
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <section className="send-quote__preview" aria-label={TEXT.previewRegion} tabIndex={0} dangerouslySetInnerHTML={{ __html: preview ?? '' }} />
          <div className="send-quote__actions">
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={onBack}>{TEXT.back}</button>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={onSend}>{TEXT.send}</button>
          </div>
        </div>
      </Modal>
    );
  }
  if (step === 'sent') {
    return (
      <Modal title={TEXT.quoteSent} onClose={onClose}>
        <output className="alert alert--success">{sent}</output>
        <div className="send-quote__actions">
          <button type="button" className="btn btn--primary" onClick={onClose}>{TEXT.ok}</button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={MESSAGES.quoteSendButton} onClose={onClose}>
      <QuoteForm {...props} />
    </Modal>
  );
}
