import { useCallback } from 'react';
import type { ReviewTile } from '../../../machines/reviewTiles';
import { PageLoading } from '../../app/PageLoading';
import { Modal } from '../../app/ui/Modal';
import { SchemaForm } from '../../engine';
import { useStepLoad } from '../useStepLoad';
import { loadTabDetails, type TabDetails } from './loadTabDetails';
import { SummaryView } from './SummaryView';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { translateText } from '../../../schemas/i18n/localizable';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.tabDetailsDialog;

export interface TabDetailsDialogProps {
  tile: ReviewTile;
  enrollmentId: string;
  onEdit: () => void;
  onClose: () => void;
  /** Details already at hand (stories); otherwise they load when the dialog opens. */
  details?: TabDetails;
}

const ignore = () => undefined;

/**
 * View Details: a dialog of the tab's saved answers, read-only (a form tab through the engine,
 * a list or question tab as a summary), with Edit Details and Close. A language switch while it
 * is open says them in the new language in place (focus stays where it was).
 */
export function TabDetailsDialog({ tile, enrollmentId, onEdit, onClose, details }: TabDetailsDialogProps) {
  const loadDetails = useCallback((id: string) => loadTabDetails(tile.tab, id), [tile.tab]);
  // Loaded afresh each time the dialog opens, unless the details are given (stories); a language
  // switch while it is open reads them again (they are read-only: nothing typed to keep), the dialog open.
  const [state, retry] = useStepLoad(loadDetails, details ? null : enrollmentId, loadDetails);
  const load = details ? { status: 'ready' as const, loaded: details } : state;
  return (
    <Modal title={translateText(tile.label)} onClose={onClose}>
      <div className="review-details">
        {load.status === 'loading' && <PageLoading />}
        {load.status === 'failed' && (
          <div className="alert alert--error" role="alert">
            {TEXT.theseDetailsCouldNotBe}
            <button type="button" className="btn btn--link" onClick={retry}>{TEXT.tryAgain}</button>
          </div>
        )}
        {load.status === 'ready' && load.loaded.kind === 'form' && (
          <SchemaForm id={`review-${tile.tab}`} form={load.loaded.form} validation={load.loaded.validation} values={load.loaded.values}
            onChange={ignore} onSubmit={ignore} />
        )}
        {load.status === 'ready' && load.loaded.kind === 'summary' && <SummaryView section={load.loaded.section} />}
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>{TEXT.close}</button>
        <button type="button" className="btn btn--primary" onClick={onEdit} data-autofocus>{TEXT.editDetails}</button>
      </div>
    </Modal>
  );
}
