/**
 * Resuming an enrollment: throttling of failed tries (5 per e-mail and per IP in 15 minutes,
 * shared by the code form and the direct link), binding the caller's session, and the
 * continue answer the client routes with.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContinueData } from '../../schemas/api/types';
import { MESSAGES } from '../../schemas/messages';
import type { SavedTab } from '../../schemas/tabs';
import { type AttemptKind, countRecentFailures, recordFailures } from '../db/queries/continueCodes';
import { bindSession } from '../db/queries/enrollments';
import { ApiError, fieldError } from '../http';
import { ensureSession } from '../plugins/session';
import { normalizeEmail, sha256 } from './codes';

export const THROTTLE_MAX_FAILURES = 5;
export const THROTTLE_WINDOW_MINUTES = 15;

export interface ThrottleKey { kind: AttemptKind; keyHash: string }

/** The throttle keys of a try: the client IP, and the e-mail when one was given. */
export function throttleKeys(ip: string, email?: string): ThrottleKey[] {
  const keys: ThrottleKey[] = [{ kind: 'ip', keyHash: sha256(`ip:${ip}`) }];
  if (email !== undefined) keys.push({ kind: 'email', keyHash: sha256(`email:${normalizeEmail(email)}`) });
  return keys;
}

/** 429 on every target when any key reached the limit in the window. */
export async function assertNotThrottled(request: FastifyRequest, keys: ThrottleKey[], targets: string[]): Promise<void> {
  for (const key of keys) {
    const failures = await countRecentFailures(request.server.db, key.kind, key.keyHash, THROTTLE_WINDOW_MINUTES);
    if (failures >= THROTTLE_MAX_FAILURES) {
      throw new ApiError(429, targets.map((target) => fieldError(target, MESSAGES.continueThrottled)));
    }
  }
}

/** Records a failed try and answers 422 with every target flagged. */
export async function failResume(request: FastifyRequest, keys: ThrottleKey[], targets: string[]): Promise<never> {
  await recordFailures(request.server.db, keys);
  throw new ApiError(422, targets.map((target) => fieldError(target, MESSAGES.continueFailed)));
}

/** Binds the caller's session (setting the cookie if missing) and returns the continue answer. */
export async function resumeInto(request: FastifyRequest, reply: FastifyReply, enrollmentId: string): Promise<ContinueData> {
  const hash = ensureSession(request, reply);
  const enrollment = await bindSession(request.server.db, enrollmentId, hash);
  if (!enrollment) throw new ApiError(403, [fieldError('enrollment_id', MESSAGES.sessionForbidden)]);
  return {
    enrollment_id: enrollment.id,
    saved_tab: enrollment.saved_tab as SavedTab,
    group_id: enrollment.group_id,
    platform_group_id: enrollment.portal_id,
    agent_id: enrollment.agent_id,
    open_type: enrollment.open_type,
    type: enrollment.type,
    eprocess: enrollment.eprocess,
  };
}
