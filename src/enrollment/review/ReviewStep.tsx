import { useEffect, useId, useRef, useState } from 'react';
import { REVIEW_NOTES_MAX } from '../../../schemas/api/completion';
import { MESSAGES } from '../../shared/text/messages';
import { useBranding } from '../../app/useBranding';
import { forgetDraft, keepDraft } from '../../session';
import { SaveLater } from '../SaveLater';
import { StepShell } from '../StepShell';
import { CartPanel } from './CartPanel';
import type { LoadedReview } from './loadReview';
import { REVIEW_DRAFT } from './loadReview';
import { ReviewErrorDialog } from './ReviewErrorDialog';
import { ReviewTiles } from './ReviewTiles';
import { TabDetailsDialog } from './TabDetailsDialog';
import { useReviewFlow } from './useReviewFlow';
// oxlint-disable-next-line import/no-unassigned-import -- the review's styles load with its chunk
import './review.css';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.reviewStep;

const TITLE = 'Review & Confirmation';

/**
 * Review & Confirmation: the tiles of the required tabs (and the agreement), their details
 * dialogs, Additional Notes, the cart panel, and Back, Save & Continue Later and Next, all bound
 * to the review machine (useReviewFlow); the error dialog when the submission fails.
 */
export function ReviewStep({ loaded }: { loaded: LoadedReview }) {
  const { snapshot, send, saveLaterRequest } = useReviewFlow(loaded.enrollmentId, loaded.navArray);
  const { settings } = useBranding();
  const [notes, setNotes] = useState(loaded.keptNotes ?? loaded.savedNotes);
  const notesRef = useRef(notes);
  useEffect(() => {
    notesRef.current = notes;
  }, [notes]);
  useEffect(() => {
    if (loaded.keptNotes !== null) forgetDraft(loaded.enrollmentId, REVIEW_DRAFT);
  }, [loaded]);
  const notesId = useId();
  const { tiles, details, errors } = snapshot.context;
  const saving = snapshot.hasTag('saving');
  const openTile = tiles.find((tile) => tile.tab === details);

  return (
    <StepShell
      tab="review_info"
      title={TITLE}
      navArray={loaded.navArray}
      messages={[]}
      notice={loaded.keptNotes !== null ? MESSAGES.draftRestored : null}
      onSessionEnd={() => keepDraft(loaded.enrollmentId, REVIEW_DRAFT, { additional_notes: notesRef.current })}
      busy={snapshot.hasTag('busy')}
      onBack={() => send({ type: 'review.back' })}
      extra={<SaveLater enrollmentId={loaded.enrollmentId} savedTab="review_info" data={notes.trim() ? { additional_notes: notes.trim() } : {}}
        disabled={saving} openRequest={saveLaterRequest} />}
      next={{ onClick: () => send({ type: 'review.next', notes }) }}
    >
      <div className="review">
        <div className="review__main">
          <ReviewTiles tiles={tiles} images={settings} disabled={saving} onView={(tab) => send({ type: 'review.view', tab })} />
          <div className="review__notes">
            <label htmlFor={notesId}>{TEXT.additionalNotes} <span className="review__optional">{TEXT.optional}</span></label>
            <textarea id={notesId} className="bs-input" rows={3} maxLength={REVIEW_NOTES_MAX} value={notes} disabled={saving}
              onChange={(event) => setNotes(event.target.value)} />
          </div>
        </div>
        {loaded.cart && <CartPanel cart={loaded.cart} />}
      </div>
      {saving && (
        <output className="review__saving" aria-live="polite"><span className="spinner" aria-hidden="true" /> {TEXT.submittingYourEnrollment}</output>
      )}
      {openTile && (
        <TabDetailsDialog tile={openTile} enrollmentId={loaded.enrollmentId}
          onEdit={() => send({ type: 'review.edit', tab: openTile.tab })} onClose={() => send({ type: 'review.close' })} />
      )}
      {snapshot.hasTag('failed') && (
        <ReviewErrorDialog errors={errors} onSaveLater={() => send({ type: 'review.saveLater' })} onClose={() => send({ type: 'review.dismiss' })} />
      )}
    </StepShell>
  );
}
