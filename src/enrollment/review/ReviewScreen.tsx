import { StepLoader } from '../StepLoader';
import { loadReview } from './loadReview';
import { ReviewStep } from './ReviewStep';

/** /enrollment/review-confirm: the review of the enrollment this browser session holds. */
export function ReviewScreen() {
  return (
    <StepLoader title="Review & Confirmation" load={loadReview}>
      {(loaded) => <ReviewStep loaded={loaded} />}
    </StepLoader>
  );
}
