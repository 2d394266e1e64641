/** POST save-review-info {enrollment_id, additional_notes?, first_enroll: 1}: completes the enrollment (services/completion). */
import type { FastifyInstance } from 'fastify';
import { COMPLETION_ROUTES } from '../../../schemas/api/completion';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { completeEnrollment } from '../../services/completion/complete';
import { typed } from '../typed';

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = COMPLETION_ROUTES.saveReviewInfo;
  typed(app).post(url, { ...bound, schema }, async (request) => {
    const notes = request.body.additional_notes?.trim() || undefined;
    const policyId = await completeEnrollment(app.db, app.services, boundEnrollment(request).id, notes, request.log);
    return ok({ policy_id: policyId });
  });
}
