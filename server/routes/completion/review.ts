/**
 * POST save-review-info {enrollment_id, additional_notes?, first_enroll: 1}: completes the
 * enrollment (services/completion). Save & Continue Later on the review keeps its Additional
 * Notes as the review's draft (review_info), checked like the save's.
 */
import type { FastifyInstance } from 'fastify';
import { COMPLETION_ROUTES, REVIEW_NOTES_MAX } from '../../../schemas/api/completion';
import { MESSAGES } from '../../../schemas/messages';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { completeEnrollment } from '../../services/completion/complete';
import type { DraftPreparer } from '../../services/drafts';
import { typed } from '../typed';

/** The review's draft: its notes, checked like the save. */
const reviewDraft: DraftPreparer = async (_context, data) => {
  const notes = data.additional_notes;
  if (notes === undefined) return {};
  if (typeof notes !== 'string' || notes.length > REVIEW_NOTES_MAX) unprocessable([fieldError('data.additional_notes', MESSAGES.text)]);
  return notes.trim() ? { additional_notes: notes.trim() } : {};
};

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.services.drafts.register('review_info', reviewDraft);
  const { url, schema } = COMPLETION_ROUTES.saveReviewInfo;
  typed(app).post(url, { ...bound, schema }, async (request) => {
    const notes = request.body.additional_notes?.trim() || undefined;
    const policyId = await completeEnrollment(app.db, app.services, boundEnrollment(request).id, notes, request.log);
    return ok({ policy_id: policyId });
  });
}
