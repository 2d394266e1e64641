/**
 * GET check-enroll-code and POST save-enroller-code. The button shows for rep enrollments and
 * groups 2556/2512; those groups require a code, which must be valid for the group.
 */
import type { FastifyInstance } from 'fastify';
import { enrollmentQuery, responses, emptyData } from '../../../schemas/api/common';
import { enrollCodeData, saveEnrollerCodeBody } from '../../../schemas/api/validators';
import type { EnrollCodeData, SaveEnrollerCodeBody } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import { setEnrollerCode } from '../../db/queries/enrollments';
import { enrollerCodeValid } from '../../db/queries/reference';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { enrollerCodeRequired } from '../../services/tabRules';

export async function enrollerCodeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/check-enroll-code', {
    ...bound, schema: { tags: ['personal'], querystring: enrollmentQuery, response: responses(enrollCodeData) },
  }, async (request) => {
    const enrollment = boundEnrollment(request);
    const required = enrollerCodeRequired(enrollment);
    return ok<EnrollCodeData>({
      show_enroll_code: required || enrollment.eprocess === 'rep',
      required,
      saved: Boolean(enrollment.enroller_code),
    });
  });

  app.post<{ Body: SaveEnrollerCodeBody }>('/save-enroller-code', {
    ...bound, schema: { tags: ['personal'], body: saveEnrollerCodeBody, response: responses(emptyData) },
  }, async (request) => {
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
