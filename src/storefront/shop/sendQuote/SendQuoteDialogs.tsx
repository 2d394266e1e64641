/**
 * The personalised quote's dialogs as the flow's state shows them (pure view; stories render
 * each state): the send-quote form (Name, Email, Message; Cancel, Preview, Send), the preview of
 * the rendered quote (Back, Send) and the confirmation 'Quote Successfully Sent to {email}'.
 */
import { useCallback, useRef, type FormEvent } from 'react';
import type { FormValues } from '../../../../adapters';
import type { FieldError } from '../../../../domain/errors';
import type { SendQuoteValues } from '../../../../machines/storefront/sendQuote';
import { GENERAL_ERROR } from '../../../../domain/errors';
import { MESSAGES, say } from '../../../shared/text/messages';
import { Modal } from '../../../app/ui/Modal';
import { SchemaForm } from '../../../engine/onDemand';
import type { EngineFormDefinition } from '../../engineForm';
import type { SendQuoteStep } from './useSendQuote';
// oxlint-disable-next-line import/no-unassigned-import -- the dialogs' styles load with the cart's chunk
import './sendQuote.css';
import { STOREFRONT_SHOP_SEND_QUOTE_TEXT } from '../../../../schemas/uiText/storefront/shop/sendQuote';

/** This screen's texts (schemas/uiText/storefront/shop/sendQuote.ts). */
const TEXT = STOREFRONT_SHOP_SEND_QUOTE_TEXT.sendQuoteDialogs;

export interface SendQuoteDialogsProps {
  step: SendQuoteStep;
  busy: boolean;
  /** The engine's send-quote form (get-form-fields-send-quote); undefined while it loads. */
  definition?: EngineFormDefinition;
  /** The form could not load. */
  definitionFailed?: boolean;
  values: SendQuoteValues;
  /** The server's field errors at the form's fields. */
  fieldErrors: FieldError[];
  error: string | null;
  preview: string | null;
  sent: string | null;
  onClose: () => void;
  onEdit: (values: FormValues) => void;
  onPreview: (values: FormValues) => void;
  onSend: (values?: FormValues) => void;
  onBack: () => void;
}

/** The dialog is portaled, but React bubbles events through portals: keep the form's submit off the page's forms. */
const keepInside = (event: FormEvent) => event.stopPropagation();

function QuoteForm(props: SendQuoteDialogsProps & { definition: EngineFormDefinition }) {
  const { busy, definition, values, fieldErrors, error, onEdit, onPreview, onSend, onClose } = props;
  // Preview and Send both submit the form (the engine checks it first); the button pressed says which.
  const intent = useRef<'preview' | 'send'>('send');
  const submit = useCallback((next: FormValues) => (intent.current === 'preview' ? onPreview(next) : onSend(next)), [onPreview, onSend]);
  return (
    <div className="send-quote" aria-busy={busy} onSubmit={keepInside}>
      {error && <p className="alert alert--error" role="alert">{error}</p>}
      <SchemaForm form={definition.form} validation={definition.validation} values={values} onChange={onEdit} onSubmit={submit}
        serverErrors={fieldErrors} id="send-quote-form" idPrefix="send-quote" label={MESSAGES.quoteSendButton}>
        <div className="send-quote__actions">
          <button type="button" className="btn btn--link" disabled={busy} onClick={onClose}>{TEXT.cancel}</button>
          <button type="submit" className="btn btn--secondary" disabled={busy} onClick={() => { intent.current = 'preview'; }}>{TEXT.preview}</button>
          <button type="submit" className="btn btn--primary" disabled={busy} onClick={() => { intent.current = 'send'; }}>{TEXT.send}</button>
        </div>
      </SchemaForm>
    </div>
  );
}

/** The form once loaded; a plain message while it loads or when it cannot. */
function QuoteFormOf(props: SendQuoteDialogsProps) {
  if (props.definitionFailed) return <p className="alert alert--error" role="alert">{GENERAL_ERROR}</p>;
  if (!props.definition) return <p aria-busy="true">{TEXT.loading}</p>;
  return <QuoteForm {...props} definition={props.definition} />;
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
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onSend()}>{TEXT.send}</button>
          </div>
        </div>
      </Modal>
    );
  }
  if (step === 'sent') {
    return (
      <Modal title={TEXT.quoteSent} onClose={onClose}>
        <output className="alert alert--success">{sent && say(sent)}</output>
        <div className="send-quote__actions">
          <button type="button" className="btn btn--primary" onClick={onClose}>{TEXT.ok}</button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={MESSAGES.quoteSendButton} onClose={onClose}>
      <QuoteFormOf {...props} />
    </Modal>
  );
}
