/**
 * The browser session and the enrollment binding. The HttpOnly SameSite=Lax cookie bs_sid holds a
 * random id; enrollments store only its sha256. A route with an enrollment_id answers 401 without
 * the cookie and 403 when the enrollment is unknown or bound to another session.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { findEnrollment, sessionIsBound } from '../db/queries/enrollments';
import { ApiError, fieldError } from '../http';
import { newSessionId, sha256 } from '../services/codes';

export const SESSION_COOKIE = 'bs_sid';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Registers cookie parsing and the request decorator. */
export async function registerSession(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('enrollment', null);
}

/** sha256 of the request's session id, or null without a well-formed cookie. */
export function sessionHashOf(request: FastifyRequest): string | null {
  const sid = request.cookies?.[SESSION_COOKIE];
  return sid && SESSION_ID.test(sid) ? sha256(`session:${sid}`) : null;
}

/** The session hash of the request, setting a new cookie when it has none. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  const existing = sessionHashOf(request);
  if (existing) return existing;
  const sid = newSessionId();
  reply.setCookie(SESSION_COOKIE, sid, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.server.services.config.publicUrl.startsWith('https:'),
  });
  return sha256(`session:${sid}`);
}

/**
 * The id from where the route's schema validated it (a POST's body, else the query): a POST's
 * query is never validated, so reading it there let a non-uuid reach the database (500) and let
 * the guard check another id than the one the body names.
 */
function enrollmentIdOf(request: FastifyRequest): unknown {
  const source = request.method === 'POST' ? request.body : request.query;
  return (source as Record<string, unknown> | null | undefined)?.enrollment_id;
}

/** preValidation: no session cookie -> 401 (before the input is even looked at). */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!sessionHashOf(request)) throw new ApiError(401, [fieldError('enrollment_id', MESSAGES.sessionMissing)]);
}

/** preHandler: loads request.enrollment, 403 unless it exists and is bound to this session. */
export async function requireEnrollment(request: FastifyRequest): Promise<void> {
  const hash = sessionHashOf(request);
  if (!hash) throw new ApiError(401, [fieldError('enrollment_id', MESSAGES.sessionMissing)]);
  const id = enrollmentIdOf(request);
  const enrollment = typeof id === 'string' ? await findEnrollment(request.server.db, id) : undefined;
  if (!enrollment || enrollment.session_hash !== hash) {
    throw new ApiError(403, [fieldError('enrollment_id', MESSAGES.sessionForbidden)]);
  }
  request.enrollment = enrollment;
}

/** The hooks of a route bound to an enrollment. */
export const bound = { preValidation: requireSession, preHandler: requireEnrollment } as const;

/** The hooks of a route whose enrollment_id is optional: guarded only when one is given. */
export const optionallyBound = {
  preHandler: async (request: FastifyRequest): Promise<void> => {
    if (enrollmentIdOf(request) !== undefined) await requireEnrollment(request);
  },
} as const;

/** preHandler of routes that take no enrollment but reveal member data: the session must hold some enrollment. */
export async function requireBoundSession(request: FastifyRequest): Promise<void> {
  const hash = sessionHashOf(request);
  if (!hash || !(await sessionIsBound(request.server.db, hash))) {
    throw new ApiError(403, [fieldError('enrollment_id', MESSAGES.sessionForbidden)]);
  }
}

/** The hooks of a route that needs a session bound to any enrollment. */
export const sessionBound = { preValidation: requireSession, preHandler: requireBoundSession } as const;

/** request.enrollment on a bound route (the guard ran). */
export function boundEnrollment(request: FastifyRequest) {
  if (!request.enrollment) throw new ApiError(403, [fieldError('enrollment_id', MESSAGES.sessionForbidden)]);
  return request.enrollment;
}
