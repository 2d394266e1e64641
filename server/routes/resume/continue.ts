/**
 * POST continue-enrollment {code, email} and GET direct-continue/{id}?t=: both bind the enrollment
 * to a fresh session of the caller (other sessions lose it). The direct link is a bearer link like
 * the code: its token ?t= was mailed with the code and works only while that code is the live one.
 * Failed tries of both count against the caller (5 per client address in 15 minutes -> 429); the
 * code form's failures also slow further attempts for that e-mail down (services/resume.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { clearFailures, findLiveCode, hasLiveLink } from '../../db/queries/continueCodes';
import { ok } from '../../http';
import { hashCode, hashLinkToken, normalizeEmail } from '../../services/codes';
import { assertCallerNotThrottled, callerKey, emailKey, failResume, resumeInto, slowDownForEmail } from '../../services/resume';
import { typed } from '../typed';

const CODE_TARGETS = ['code', 'email'];
const LINK_TARGETS = ['enrollment_id'];

export async function continueRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { continueEnrollment, directContinue } = API_ROUTES;
  api.post(continueEnrollment.url, { schema: continueEnrollment.schema }, async (request, reply) => {
    const caller = callerKey(request.ip);
    await assertCallerNotThrottled(request, caller, CODE_TARGETS);
    const email = emailKey(request.body.email);
    await slowDownForEmail(request, email);
    const enrollmentId = await findLiveCode(app.db, hashCode(request.body.code), normalizeEmail(request.body.email));
    if (!enrollmentId) return failResume(request, [caller, email], CODE_TARGETS);
    await clearFailures(app.db, email);
    return ok(await resumeInto(request, reply, enrollmentId));
  });

  api.get(directContinue.url, { schema: directContinue.schema }, async (request, reply) => {
    const caller = callerKey(request.ip);
    await assertCallerNotThrottled(request, caller, LINK_TARGETS);
    const token = request.query.t;
    if (!token || !(await hasLiveLink(app.db, request.params.id, hashLinkToken(token)))) {
      return failResume(request, [caller], LINK_TARGETS);
    }
    return ok(await resumeInto(request, reply, request.params.id));
  });
}
