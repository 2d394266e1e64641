/**
 * POST continue-enrollment {code, email} and GET direct-continue/{id}: both bind the caller's
 * session to the enrollment (other sessions lose it). The direct link is a bearer link like the
 * code: it works only while the enrollment has an unexpired continue code. Failed tries of both
 * count towards the same throttle (5 per IP and per e-mail in 15 minutes -> 429).
 */
import type { FastifyInstance } from 'fastify';
import { responses } from '../../../schemas/api/common';
import { continueBody, continueData, directContinueParams } from '../../../schemas/api/resume';
import type { ContinueData } from '../../../schemas/api/types';
import { clearFailures, findLiveCode, hasLiveCode } from '../../db/queries/continueCodes';
import { ok } from '../../http';
import { hashCode, normalizeEmail } from '../../services/codes';
import { assertNotThrottled, failResume, resumeInto, throttleKeys } from '../../services/resume';

const CODE_TARGETS = ['code', 'email'];
const LINK_TARGETS = ['enrollment_id'];

export async function continueRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { code: string; email: string } }>('/continue-enrollment', {
    schema: { tags: ['resume'], body: continueBody, response: responses(continueData) },
  }, async (request, reply) => {
    const keys = throttleKeys(request.ip, request.body.email);
    await assertNotThrottled(request, keys, CODE_TARGETS);
    const enrollmentId = await findLiveCode(app.db, hashCode(request.body.code), normalizeEmail(request.body.email));
    if (!enrollmentId) return failResume(request, keys, CODE_TARGETS);
    const emailKey = keys.find((key) => key.kind === 'email');
    if (emailKey) await clearFailures(app.db, 'email', emailKey.keyHash);
    return ok<ContinueData>(await resumeInto(request, reply, enrollmentId));
  });

  app.get<{ Params: { id: string } }>('/direct-continue/:id', {
    schema: { tags: ['resume'], params: directContinueParams, response: responses(continueData) },
  }, async (request, reply) => {
    const keys = throttleKeys(request.ip);
    await assertNotThrottled(request, keys, LINK_TARGETS);
    if (!(await hasLiveCode(app.db, request.params.id))) return failResume(request, keys, LINK_TARGETS);
    return ok<ContinueData>(await resumeInto(request, reply, request.params.id));
  });
}
