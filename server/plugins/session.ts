/**
 * The browser session and the enrollment binding. The server issues every session id (a fresh
 * one on each resume and sign-in) and records only its sha256 in `sessions`; a cookie it never
 * issued, one idle for config.sessionIdleSeconds, one issued over config.sessionAbsoluteSeconds
 * ago, or one signed out is refused (401, MESSAGES.sessionExpired). The cookie is HttpOnly
 * SameSite=Lax, named __Host-bs_sid (Secure) when PUBLIC_URL is https, else bs_sid.
 * A route with an enrollment_id answers 401 without a live session and 403 when the enrollment
 * is unknown or bound to another session. Every API answer to a live session carries
 * x-session-expires-in (whole seconds left before the idle or the absolute limit, whichever
 * comes first), so the app can warn before a timeout.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { UUID_PATTERN } from '../../schemas/api/common';
import { MESSAGES } from '../../schemas/messages';
import type { AppConfig } from '../config';
import type { Enrollment } from '../db/queries/enrollments';
import { moveBindings } from '../db/queries/enrollments';
import { moveSessionEntries } from '../db/queries/sessionEntries';
import {
  createSession, deleteSession, purgeSessions, sessionClock, type SessionClock, sessionHoldingAny, type SessionLimits, sessionWithEnrollment,
  touchSession,
} from '../db/queries/sessions';
import type { Database } from '../db/types';
import { ApiError, fieldError } from '../http';
import { hashSessionId, newSessionId } from '../services/codes';
import { keepCartReadAhead } from '../services/cartReadAhead';
import { keepStateReadAhead } from '../services/formDefinitions/stateReadAhead';

/** What the request's session turned out to be; null until looked up. */
export type SessionLookup = { live: true; hash: string; expiresIn: number } | { live: false };

declare module 'fastify' {
  interface FastifyRequest {
    sessionLookup: SessionLookup | null;
  }
}

export const SESSION_HEADER = 'x-session-expires-in';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** A session used within this many seconds is not written again: GET routes stay read-only. */
const TOUCH_INTERVAL_SECONDS = 60;
/** Sessions idle this much longer than the limit are deleted when a new one is issued. */
const PURGE_GRACE_SECONDS = 24 * 60 * 60;

const missing = () => new ApiError(401, [fieldError('enrollment_id', MESSAGES.sessionMissing)]);
const expired = () => new ApiError(401, [fieldError('enrollment_id', MESSAGES.sessionExpired)]);
const forbidden = () => new ApiError(403, [fieldError('enrollment_id', MESSAGES.sessionForbidden)]);
const completed = () => new ApiError(409, [fieldError('enrollment_id', MESSAGES.enrollmentComplete)]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that still runs once the enrollment is complete (e.g. the receipt's invoice request). */
    afterCompletion?: boolean;
    /** The form a bound route resolves: its state is read in the session's statement (formStateWith). */
    formState?: string;
    /** The route reads its enrollment's cart flags: the lines' plan types come with the session's statement (formStateWith). */
    cartPlanTypes?: boolean;
  }
}

/**
 * Route options of a bound route that resolves `form` for its enrollment: the form's state comes
 * with the session's lookup (one statement fewer; services/formDefinitions/stateReadAhead.ts);
 * with `cart`, also its cart lines' plan types (services/cartReadAhead.ts), for a route that
 * checks the cart's flags (save-dependent-info's tier rules).
 */
export const formStateWith = (form: string, options: { cart?: boolean } = {}) =>
  ({ config: { formState: form, ...(options.cart && { cartPlanTypes: true }) } }) as const;

/** Route options of a bound write that may run on a completed enrollment. */
export const afterCompletion = { config: { afterCompletion: true } } as const;

/** The cookie name: the __Host- prefix makes the browser refuse it without Secure, with a Domain or another Path. */
export function sessionCookieName(config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl.startsWith('https:') ? '__Host-bs_sid' : 'bs_sid';
}

/** The cookie's attributes, the same when it is set and when it is cleared (a browser keeps a cookie cleared with others). */
function cookieOptions(config: Pick<AppConfig, 'publicUrl'>) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.publicUrl.startsWith('https:') } as const;
}

/** The session limits of the configuration. */
function limitsOf(request: FastifyRequest): SessionLimits {
  const { sessionIdleSeconds, sessionAbsoluteSeconds } = request.server.services.config;
  return { idleSeconds: sessionIdleSeconds, absoluteSeconds: sessionAbsoluteSeconds };
}

/** Whole seconds a live session has left: the idle or the absolute limit, whichever comes first. */
const secondsLeft = (idleLeft: number, lifeLeft: number) => Math.max(0, Math.floor(Math.min(idleLeft, lifeLeft)));

/** Whether a session's clock is within both limits (undefined: no such session, or past its absolute lifetime). */
const isLive = (clock: SessionClock | undefined, limits: SessionLimits): clock is SessionClock =>
  clock !== undefined && clock.idleFor < limits.idleSeconds && clock.lifeLeft > 0;

/** The last hash worked out per request, with the id it is of (a guarded save asks two or three times). */
const HASHED = new WeakMap<FastifyRequest, { sid: string; hash: string }>();

/** sha256 of the request's session id, or null without a well-formed cookie of the configured name. */
export function sessionHashOf(request: FastifyRequest): string | null {
  const sid = request.cookies?.[sessionCookieName(request.server.services.config)];
  if (!sid || !SESSION_ID.test(sid)) return null;
  const known = HASHED.get(request);
  if (known?.sid === sid) return known.hash;
  const hash = hashSessionId(sid);
  HASHED.set(request, { sid, hash });
  return hash;
}

/**
 * Settles the lookup from the session's clock (undefined: no such session, or past its absolute
 * lifetime). A live session last used over a minute ago is touched now (sliding expiry, at most
 * one write a minute); the absolute lifetime never slides.
 */
export async function settleSession(request: FastifyRequest, hash: string, clock: SessionClock | undefined): Promise<SessionLookup> {
  const limits = limitsOf(request);
  let lookup: SessionLookup = { live: false };
  if (isLive(clock, limits)) {
    if (clock.idleFor < TOUCH_INTERVAL_SECONDS) lookup = { live: true, hash, expiresIn: secondsLeft(limits.idleSeconds - clock.idleFor, clock.lifeLeft) };
    else {
      const lifeLeft = await touchSession(request.server.db, hash, limits);
      if (lifeLeft !== undefined) lookup = { live: true, hash, expiresIn: secondsLeft(limits.idleSeconds, lifeLeft) };
    }
  }
  request.sessionLookup = lookup;
  return lookup;
}

/** The request's session (looked up once per request). */
export async function lookUpSession(request: FastifyRequest): Promise<SessionLookup> {
  if (request.sessionLookup) return request.sessionLookup;
  const hash = sessionHashOf(request);
  if (!hash) return (request.sessionLookup = { live: false });
  return settleSession(request, hash, await sessionClock(request.server.db, hash, limitsOf(request).absoluteSeconds));
}

/** Every API answer to a live session says how long it has left, 4xx answers included. */
async function sessionHeader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.url.startsWith('/api/')) return;
  try {
    const lookup = request.sessionLookup ?? (sessionHashOf(request) ? await lookUpSession(request) : null);
    if (lookup?.live) reply.header(SESSION_HEADER, String(lookup.expiresIn));
  } catch {
    // The header is advice; a failed lookup must not turn an answer into an error.
  }
}

/** Registers cookie parsing, the request decorators and the x-session-expires-in header. */
export async function registerSession(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('enrollment', null);
  app.decorateRequest('sessionLookup', null);
  app.addHook('onSend', sessionHeader);
}

/**
 * Issues a fresh session id for a resume or sign-in, in one transaction: records it, moves what
 * the caller's previous session held (its enrollments and ways in, only if that one is still live) and deletes it, then runs
 * `bind` with the new hash; a `bind` that finds nothing (undefined) undoes it all with 403.
 * Long-dead sessions are purged on the way. The new session's absolute lifetime starts now,
 * unless it takes over enrollments: then it keeps the old session's start, because anyone holding
 * a stolen cookie can renew it with a continue code or account of their own and must not stretch
 * what the cookie opened.
 */
export async function renewSession<T>(
  request: FastifyRequest, reply: FastifyReply, bind: (db: Kysely<Database>, hash: string) => Promise<T | undefined>,
): Promise<T> {
  const { db, services: { config } } = request.server;
  const limits = limitsOf(request);
  const sid = newSessionId();
  const hash = hashSessionId(sid);
  const previous = sessionHashOf(request);
  const bound = await db.transaction().execute(async (trx) => {
    await createSession(trx, hash, previous ? { idHash: previous, limits } : undefined);
    if (previous) {
      await moveBindings(trx, previous, hash, limits);
      await moveSessionEntries(trx, previous, hash, limits);
      await deleteSession(trx, previous);
    }
    const result = await bind(trx, hash);
    if (result === undefined) throw forbidden();
    return result;
  });
  reply.setCookie(sessionCookieName(config), sid, cookieOptions(config));
  // Just used, so its idle time is whole; its lifetime may be a taken-over one's.
  const clock = await sessionClock(db, hash, limits.absoluteSeconds);
  request.sessionLookup = clock ? { live: true, hash, expiresIn: secondsLeft(limits.idleSeconds, clock.lifeLeft) } : { live: false };
  await purgeSessions(db, config.sessionIdleSeconds + PURGE_GRACE_SECONDS);
  return bound;
}

/**
 * Ends the request's session (sign-out): deletes its row, so the cookie opens nothing any more
 * and its enrollments lose their binding (a rep's member file included), and clears the cookie
 * with the attributes it was set with. Without a session it only clears the cookie.
 */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, services: { config } } = request.server;
  const hash = sessionHashOf(request);
  if (hash) await deleteSession(db, hash);
  request.sessionLookup = { live: false };
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}

/**
 * Keeps the request's session alive: marks it used now (always, unlike ordinary requests) and
 * returns the seconds it has then (the full idle time, or less near its absolute end); 401 when
 * it is not live.
 */
export async function keepSessionAlive(request: FastifyRequest): Promise<number> {
  const hash = sessionHashOf(request);
  if (!hash) throw missing();
  const limits = limitsOf(request);
  const lifeLeft = await touchSession(request.server.db, hash, limits);
  if (lifeLeft === undefined) {
    request.sessionLookup = { live: false };
    throw expired();
  }
  const expiresIn = secondsLeft(limits.idleSeconds, lifeLeft);
  request.sessionLookup = { live: true, hash, expiresIn };
  return expiresIn;
}

/**
 * The id from where the route's schema validated it (a POST's body, else the query): a POST's
 * query is never validated, so reading it there let a non-uuid reach the database (500) and let
 * the guard check another id than the one the body names.
 */
function enrollmentIdOf(request: FastifyRequest): unknown {
  // PUT /change-filter-info/:tempId names its enrollment in the path.
  const tempId = (request.params as Record<string, unknown> | null | undefined)?.tempId;
  if (tempId !== undefined) return tempId;
  const source = request.method === 'POST' ? request.body : request.query;
  return (source as Record<string, unknown> | null | undefined)?.enrollment_id;
}

/** preValidation: no session cookie -> 401 (before the input is even looked at). */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!sessionHashOf(request)) throw missing();
}

/**
 * preHandler: loads request.enrollment; 401 unless the session is live, 403 unless the enrollment
 * exists and is bound to it, and 409 for a write to a completed one (after the receipt nothing
 * changes) unless the route says `afterCompletion`. Session and enrollment come from one query.
 */
export async function requireEnrollment(request: FastifyRequest): Promise<void> {
  const hash = sessionHashOf(request);
  if (!hash) throw missing();
  const id = enrollmentIdOf(request);
  if (typeof id !== 'string') {
    if (!(await lookUpSession(request)).live) throw expired();
    throw forbidden();
  }
  const { afterCompletion: runsAfterCompletion, formState, cartPlanTypes } = request.routeOptions.config;
  const found = await sessionWithEnrollment(request.server.db, hash, id, limitsOf(request).absoluteSeconds, { form: formState, cart: cartPlanTypes });
  if (!(await settleSession(request, hash, found?.clock)).live) throw expired();
  if (!found?.enrollment) throw forbidden();
  if (request.method !== 'GET' && found.enrollment.status === 'completed' && !runsAfterCompletion) {
    // Bound to this session: the refusal says the enrollment's own words (services/wizardMessages.ts).
    request.enrollment = found.enrollment;
    throw completed();
  }
  if (formState !== undefined && found.formState) keepStateReadAhead(found.enrollment, formState, found.formState);
  if (found.cartPlanTypes) keepCartReadAhead(found.enrollment, found.cartPlanTypes);
  request.enrollment = found.enrollment;
}

/** The hooks of a route bound to an enrollment. */
export const bound = { preValidation: requireSession, preHandler: requireEnrollment } as const;

/** The hooks of a route whose enrollment_id is optional: guarded only when one is given. */
export const optionallyBound = {
  preHandler: async (request: FastifyRequest): Promise<void> => {
    if (enrollmentIdOf(request) !== undefined) await requireEnrollment(request);
  },
} as const;

/** preHandler of routes that take no enrollment but reveal member data: a live session holding some enrollment. */
export async function requireBoundSession(request: FastifyRequest): Promise<void> {
  const hash = sessionHashOf(request);
  if (!hash) throw missing();
  const found = await sessionHoldingAny(request.server.db, hash, limitsOf(request).absoluteSeconds);
  if (!(await settleSession(request, hash, found?.clock)).live) throw expired();
  if (!found?.holdsAny) throw forbidden();
}

/** The hooks of a route that needs a session bound to any enrollment. */
export const sessionBound = { preValidation: requireSession, preHandler: requireBoundSession } as const;

const UUID = new RegExp(UUID_PATTERN);

/**
 * The enrollment an answer to `request` is about, for saying it in that enrollment's words
 * (services/wizardMessages.ts): the one the guard loaded, or, for an answer given before the
 * guard ran (a 422 of the request's schema), the one the request names when this live session
 * holds it; null otherwise (never an enrollment of another session).
 */
export async function answeredEnrollment(request: FastifyRequest): Promise<Enrollment | null> {
  if (request.enrollment) return request.enrollment;
  const hash = sessionHashOf(request);
  const id = enrollmentIdOf(request);
  if (!hash || typeof id !== 'string' || !UUID.test(id)) return null;
  const limits = limitsOf(request);
  const found = await sessionWithEnrollment(request.server.db, hash, id, limits.absoluteSeconds);
  return isLive(found?.clock, limits) ? found?.enrollment ?? null : null;
}

/** request.enrollment on a bound route (the guard ran). */
export function boundEnrollment(request: FastifyRequest): Enrollment {
  if (!request.enrollment) throw forbidden();
  return request.enrollment;
}
