/** POST save-enrollment: Save & Continue Later (stores the draft, mails a new code; never returns it). */
import type { FastifyInstance } from 'fastify';
import { responses } from '../../../schemas/api/common';
import { saveEnrollmentBody, saveEnrollmentData } from '../../../schemas/api/resume';
import type { SaveEnrollmentBody, SaveEnrollmentData } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { saveAndMailCode } from '../../services/saveLater';

export async function saveEnrollmentRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SaveEnrollmentBody }>('/save-enrollment', {
    ...bound, schema: { tags: ['resume'], body: saveEnrollmentBody, response: responses(saveEnrollmentData) },
  }, async (request) => {
    await saveAndMailCode(app.db, app.services, boundEnrollment(request), request.body);
    return ok<SaveEnrollmentData>({ message: MESSAGES.saveLaterSaved });
  });
}
