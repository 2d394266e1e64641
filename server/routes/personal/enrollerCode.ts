/**
 * GET check-enroll-code and POST save-enroller-code. The button shows for rep enrollments and
 * the groups that require a code (groups.requires_enroller_code: 2556 and 2512 in the demo
 * world; `required` hands that to the wizard), which must be valid for the group.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { MESSAGES } from '../../../schemas/messages';
import { setEnrollerCode } from '../../db/queries/enrollments';
import { enrollerCodeValid } from '../../db/queries/reference';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { enrollerCodeRequired } from '../../services/tabRules';
import { typed } from '../typed';

export async function enrollerCodeRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { checkEnrollCode, saveEnrollerCode } = API_ROUTES;
  api.get(checkEnrollCode.url, { ...bound, schema: checkEnrollCode.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const required = await enrollerCodeRequired(app.db, enrollment);
    return ok({
      show_enroll_code: required || enrollment.eprocess === 'rep',
      required,
      saved: Boolean(enrollment.enroller_code),
    });
  });

  api.post(saveEnrollerCode.url, { ...bound, schema: saveEnrollerCode.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const code = request.body.enrollerCode.trim().toUpperCase();
    if (code === '') unprocessable([fieldError('enrollerCode', MESSAGES.enrollerCodeEmpty)]);
    if (!(await enrollerCodeValid(app.db, code, enrollment.group_id))) {
      unprocessable([fieldError('enrollerCode', MESSAGES.enrollerCodeInvalid)]);
    }
    await setEnrollerCode(app.db, enrollment.id, code);
    return ok({});
  });
}
