/**
 * What the review needs before it shows: the step context (nav_array decides the tiles), the
 * cart for the side panel and the Additional Notes saved for later. A cart that cannot be read
 * leaves the panel out (a silent load failure, as the spec has them); notes kept when the
 * session ended win over the saved ones.
 */
import { getPlanCart, type PlanCartData } from '../../api/getPlanCart';
import { readDraft } from '../../session';
import { loadStepContext, orElse, tempInfo, type StepContext } from '../loadStepContext';

/** The review step's key in the browser's kept drafts. */
export const REVIEW_DRAFT = 'review_info';

export interface LoadedReview extends StepContext {
  cart: PlanCartData | null;
  /** Additional Notes typed before the session ended, if this browser kept them. */
  keptNotes: string | null;
  /** Additional Notes Save & Continue Later stored ('' when none). */
  savedNotes: string;
}

/** Loads the review for the enrollment; never rejects (both parts fall back). */
export async function loadReview(enrollmentId: string): Promise<LoadedReview> {
  const [context, cart, saved] = await Promise.all([
    loadStepContext(enrollmentId), orElse(getPlanCart(enrollmentId), null), tempInfo(enrollmentId, 'review_info'),
  ]);
  const kept = readDraft(enrollmentId, REVIEW_DRAFT)?.additional_notes;
  const savedNotes = (saved as { additional_notes?: unknown } | null)?.additional_notes;
  return { ...context, cart, keptNotes: typeof kept === 'string' ? kept : null, savedNotes: typeof savedNotes === 'string' ? savedNotes : '' };
}
