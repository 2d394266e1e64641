import { translateText } from '../../../schemas/i18n/localizable';
import { incompleteSteps } from '../../../machines/reviewTiles';
import type { FieldError } from '../../../schemas/api/types';
import { MESSAGES } from '../../shared/text/messages';
import { Modal } from '../../app/ui/Modal';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.reviewErrorDialog;

export interface ReviewErrorDialogProps {
  /** The failed save's field errors: the steps completion found incomplete ([] for any other failure). */
  errors: readonly FieldError[];
  onSaveLater: () => void;
  onClose: () => void;
}

/**
 * A failed Next (enrollment.md section 8): 'Something went wrong. Please save your enrollment.'
 * with Save and Continue Later; when the server named incomplete steps, they are listed too, so
 * the applicant knows which tile to edit.
 */
export function ReviewErrorDialog({ errors, onSaveLater, onClose }: ReviewErrorDialogProps) {
  const steps = incompleteSteps(errors);
  return (
    <Modal title={TEXT.yourEnrollmentWasNotSubmitted} onClose={onClose}>
      <p className="alert alert--error" role="alert">{MESSAGES.reviewSaveFailed}</p>
      {steps.length > 0 && (
        <>
          <p>{TEXT.theseStepsNeedYourAttention}</p>
          <ul className="review-error__steps">
            {steps.map((step) => <li key={step.tab}><strong>{translateText(step.title)}</strong>: {step.messages.join(' ')}</li>)}
          </ul>
        </>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>{TEXT.close}</button>
        <button type="button" className="btn btn--primary" onClick={onSaveLater} data-autofocus>{TEXT.saveAndContinueLater}</button>
      </div>
    </Modal>
  );
}
