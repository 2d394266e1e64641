/** POST save-enrollment: Save & Continue Later (stores the draft, mails a new code; never returns it). */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { MESSAGES } from '../../../schemas/messages';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { saveAndMailCode } from '../../services/saveLater';
import { typed } from '../typed';

export async function saveEnrollmentRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.saveEnrollment;
  typed(app).post(url, { ...bound, schema }, async (request) => {
    await saveAndMailCode(app.db, app.services, boundEnrollment(request), request.body);
    return ok({ message: MESSAGES.saveLaterSaved });
  });
}
