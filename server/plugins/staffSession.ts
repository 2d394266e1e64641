/**
 * Product staff's session (issue 14, point 7), apart from the enrollee's in every way: its own
 * table (staff_sessions), its own cookie and its own limits. The cookie is HttpOnly,
 * SameSite=Strict, Path=/api/v1/admin (the enrollee's app and routes never receive it), named
 * __Secure-bs_staff (Secure) when PUBLIC_URL is https, else bs_staff. The server stores only the
 * sha256 of its token, under a prefix of its own, so a staff token never names an enrollee session.
 *
 * `requireStaff(...roles)` is the guard of every admin route: 401 without a live staff session,
 * 403 when the account holds none of `roles` (no roles: any signed-in staff, i.e. viewing).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../schemas/forms/staff';
import { MESSAGES } from '../../schemas/messages';
import type { AppConfig } from '../config';
import { liveStaffSession, touchStaffSession } from '../db/queries/staff';
import type { SessionLimits } from '../db/queries/sessions';
import { ApiError, fieldError, GENERAL_TARGET } from '../http';
import { sha256 } from '../services/codes';

/** Who the request's staff session belongs to (set by requireStaff). */
export interface StaffPrincipal { id: number; email: string; name: string; roles: StaffRole[] }

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by requireStaff (null on every other route). */
    staff: StaffPrincipal | null;
  }
}

/** Where the staff cookie is sent: the admin API only. */
export const STAFF_COOKIE_PATH = '/api/v1/admin';
/** Seconds a live staff session has left (idle or absolute limit, whichever first), on every guarded answer. */
export const STAFF_SESSION_HEADER = 'x-staff-session-expires-in';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A session used within this many seconds is not written again: reads stay reads. */
const TOUCH_INTERVAL_SECONDS = 60;

type HttpsConfig = Pick<AppConfig, 'publicUrl'>;
const isHttps = (config: HttpsConfig) => config.publicUrl.startsWith('https:');

/** The cookie's name: __Secure- makes the browser refuse it without Secure (__Host- would need Path=/). */
export function staffCookieName(config: HttpsConfig): string {
  return isHttps(config) ? '__Secure-bs_staff' : 'bs_staff';
}

/** The cookie's attributes, the same when it is set and when it is cleared. */
export function staffCookieOptions(config: HttpsConfig) {
  return { httpOnly: true, sameSite: 'strict', path: STAFF_COOKIE_PATH, secure: isHttps(config) } as const;
}

/** The stored form of a staff token. */
export const hashStaffToken = (token: string) => sha256(`staff-session:${token}`);

/** The configured limits of a staff session. */
export function staffLimits(config: Pick<AppConfig, 'staffSessionIdleSeconds' | 'staffSessionAbsoluteSeconds'>): SessionLimits {
  return { idleSeconds: config.staffSessionIdleSeconds, absoluteSeconds: config.staffSessionAbsoluteSeconds };
}

/** sha256 of the request's staff token, or null without a well-formed staff cookie. */
export function staffTokenHashOf(request: FastifyRequest): string | null {
  const token = request.cookies?.[staffCookieName(request.server.services.config)];
  return token && TOKEN.test(token) ? hashStaffToken(token) : null;
}

const notSignedIn = () => new ApiError(401, [fieldError(GENERAL_TARGET, MESSAGES.staffSignInRequired)]);
const expired = () => new ApiError(401, [fieldError(GENERAL_TARGET, MESSAGES.staffSessionExpired)]);
const roleMissing = () => new ApiError(403, [fieldError(GENERAL_TARGET, MESSAGES.staffRoleMissing)]);

/** Loads the live staff session's account into request.staff (touched at most once a minute); 401 when there is none. */
async function loadStaff(request: FastifyRequest, reply: FastifyReply): Promise<StaffPrincipal> {
  const hash = staffTokenHashOf(request);
  if (!hash) throw notSignedIn();
  const { db, services: { config } } = request.server;
  const limits = staffLimits(config);
  const row = await liveStaffSession(db, hash, limits);
  if (!row) throw expired();
  let idleLeft = limits.idleSeconds - row.idle_for;
  if (row.idle_for >= TOUCH_INTERVAL_SECONDS) {
    await touchStaffSession(db, hash, limits);
    idleLeft = limits.idleSeconds;
  }
  reply.header(STAFF_SESSION_HEADER, String(Math.max(0, Math.floor(Math.min(idleLeft, row.life_left)))));
  request.staff = { id: row.id, email: row.email, name: row.name, roles: row.roles };
  return request.staff;
}

/**
 * The preHandler of an admin route: sets request.staff, or answers 401 (no live staff session) or
 * 403 (the account holds none of `roles`). Roles are a set: requireStaff('publisher') lets in an
 * account holding 'publisher' whatever else it holds; requireStaff() lets in every staff member.
 */
export function requireStaff(...roles: StaffRole[]) {
  return async function staffGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const staff = await loadStaff(request, reply);
    if (roles.length > 0 && !roles.some((role) => staff.roles.includes(role))) throw roleMissing();
  };
}

/** request.staff on a guarded route (the guard ran). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw notSignedIn();
  return request.staff;
}

/** Registers the request.staff decorator (after registerSession, which parses cookies). */
export function registerStaffSession(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
}
