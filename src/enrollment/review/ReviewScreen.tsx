import { StepLoader } from '../StepLoader';
import { loadReview } from './loadReview';
import { ReviewStep } from './ReviewStep';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.reviewScreen;

/** /enrollment/review-confirm: the review of the enrollment this browser session holds. */
export function ReviewScreen() {
  return (
    <StepLoader title={TEXT.reviewConfirmation} load={loadReview}>
      {(loaded) => <ReviewStep loaded={loaded} />}
    </StepLoader>
  );
}
