/**
 * What the Access Code dialog shows in each state of machines/storefront/repAccessCode (no
 * behaviour of its own): the code entry with its message, or the rep to confirm, either as the
 * card (name, code, e-mail, phone; Confirm / Cancel) or as the question 'Do you want to enroll
 * under Rep' with his name (Yes / No).
 */
import { repCard } from '../../../machines/storefront/repAccessCode';
import type { RepLookup } from '../../../machines/storefront/types';
import { CodeEntryForm } from './CodeEntryForm';
import { RepCard } from './RepCard';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';
import { message, say } from '../../shared/text/messages';

/** This screen's texts (schemas/uiText/storefront/entry.ts). */
const TEXT = STOREFRONT_ENTRY_TEXT.accessCodeView;

/** The two wordings of the confirmation (storefront.md section 2, "Access Code dialog"). */
export type RepConfirmWording = 'card' | 'question';

export interface AccessCodeViewProps {
  /** 'entry' and 'validating' show the code input; 'confirming' and 'revalidating' the rep. */
  step: 'entry' | 'validating' | 'confirming' | 'revalidating';
  code: string;
  error: string | null;
  rep: RepLookup | null;
  wording: RepConfirmWording;
  onType: (code: string) => void;
  onSubmit: (code: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The dialog's body in one state. */
export function AccessCodeView({ step, code, error, rep, wording, onType, onSubmit, onConfirm, onCancel }: AccessCodeViewProps) {
  if ((step === 'confirming' || step === 'revalidating') && rep) {
    const busy = step === 'revalidating';
    if (wording === 'question') {
      return (
        <div className="access-confirm">
          <p className="access-confirm__question">{message('enrollUnderRep', { name: repCard(rep).name })}</p>
          {error && <p className="field__error" role="alert">{say(error)}</p>}
          <div className="modal__actions">
            <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>{TEXT.no}</button>
            <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>{TEXT.yes}</button>
          </div>
        </div>
      );
    }
    return (
      <div className="access-confirm">
        <RepCard {...repCard(rep)} />
        {error && <p className="field__error" role="alert">{say(error)}</p>}
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>{TEXT.cancel}</button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>{TEXT.confirm}</button>
        </div>
      </div>
    );
  }
  return <CodeEntryForm form="access_code" code={code} error={error} busy={step === 'validating'} onType={onType} onSubmit={onSubmit} />;
}
