/**
 * POST continue-enrollment {code, email} and GET direct-continue/{id}?t=: both bind the enrollment
 * to a fresh session of the caller (other sessions lose it). The direct link is a bearer link like
 * the code: its token ?t= was mailed with the code and works only while that code is the live one.
 * Failed tries of both count against the caller (5 per client address in 15 minutes -> 429); the
 * code form's failures also slow further attempts for that e-mail down (services/resume.ts). Each
 * try is reserved before it is evaluated (holdAttempt) and given back when it succeeds.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { clearFailures, findLiveCode, hasLiveLink } from '../../db/queries/continueCodes';
import { ok } from '../../http';
import { hashCode, hashLinkToken, normalizeEmail } from '../../services/codes';
import {
  callerKey, callerLimit, emailCount, emailKey, failResume, holdAttempt, releaseAttempt, resumeInto, slowDownFor,
} from '../../services/resume';
import { typed } from '../typed';

const CODE_TARGETS = ['code', 'email'];
const LINK_TARGETS = ['enrollment_id'];

export async function continueRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { continueEnrollment, directContinue } = API_ROUTES;
  api.post(continueEnrollment.url, { schema: continueEnrollment.schema }, async (request, reply) => {
    const email = emailKey(request.body.email);
    const held = await holdAttempt(request, [callerLimit(callerKey(request.ip)), emailCount(email)], CODE_TARGETS);
    await slowDownFor(request, held.prior[1]);
    const enrollmentId = await findLiveCode(app.db, hashCode(request.body.code), normalizeEmail(request.body.email));
    if (!enrollmentId) return failResume(CODE_TARGETS);
    await releaseAttempt(request, held);
    await clearFailures(app.db, email);
    return ok(await resumeInto(request, reply, enrollmentId));
  });

  api.get(directContinue.url, { schema: directContinue.schema }, async (request, reply) => {
    const held = await holdAttempt(request, [callerLimit(callerKey(request.ip))], LINK_TARGETS);
    const token = request.query.t;
    if (!token || !(await hasLiveLink(app.db, request.params.id, hashLinkToken(token)))) return failResume(LINK_TARGETS);
    await releaseAttempt(request, held);
    return ok(await resumeInto(request, reply, request.params.id));
  });
}
