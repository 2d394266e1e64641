/**
 * Who is signed in (issue 7, point 6). The rep, group and member portals are external in the
 * spec; a portal sign-in stands in for their hand-off and puts a principal (role + agent, group or
 * member id) on the server session. Signing in issues a fresh session id (no fixation) and keeps
 * what the old session held; signing out ends the session. Sign-in attempts share the access
 * codes' throttle and 200 ms floor, have a per-account limit, and an unknown e-mail costs the same scrypt as a wrong password.
 * `requirePrincipal` is the guard other routes may use: 401 without a principal, 403 for another role.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PortalRole } from '../../schemas/portalRoles';
import { MESSAGES } from '../../schemas/messages';
import { sessionPrincipal, setPrincipal } from '../db/queries/portalAccounts';
import { ApiError, fieldError, GENERAL_TARGET, unprocessable } from '../http';
import { endSession, renewSession, sessionHashOf, settleSession } from '../plugins/session';
import { checkSignIn } from './portalAuthAttempts';

/** The session's signed-in principal. */
export interface Principal { role: PortalRole; ref: number; sessionHash: string }

const required = () => new ApiError(401, [fieldError(GENERAL_TARGET, MESSAGES.signInRequired)]);

/** 403 with the generic refusal (another rep's, group's or member's ids). */
export const forbiddenPrincipal = () => new ApiError(403, [fieldError(GENERAL_TARGET, MESSAGES.signInForbidden)]);

/** The signed-in principal, or null (no live session, or nobody signed in on it). Touches the session at most once a minute. */
export async function currentPrincipal(request: FastifyRequest): Promise<Principal | null> {
  const hash = sessionHashOf(request);
  if (!hash) return null;
  const { db, services: { config } } = request.server;
  const row = await sessionPrincipal(db, hash, config.sessionAbsoluteSeconds);
  if (!(await settleSession(request, hash, row && { idleFor: row.idle_for, lifeLeft: row.life_left })).live || !row) return null;
  return row.principal_role && row.principal_ref !== null ? { role: row.principal_role, ref: row.principal_ref, sessionHash: hash } : null;
}

/** The principal, or 401; 403 when `roles` is given and the principal has none of them. */
export async function requirePrincipal(request: FastifyRequest, roles?: PortalRole | readonly PortalRole[]): Promise<Principal> {
  const principal = await currentPrincipal(request);
  if (!principal) throw required();
  const allowed = roles === undefined ? undefined : ([] as PortalRole[]).concat(roles);
  if (allowed && !allowed.includes(principal.role)) throw forbiddenPrincipal();
  return principal;
}

/**
 * Signs in: on a matching e-mail and password, a fresh session carrying the principal (the old
 * session's enrollments move to it). Any failure is one generic 422 at `general`; the throttles
 * and the per-account limit answer 429 (services/portalAuthAttempts.ts).
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<{ role: PortalRole; ref: number }> {
  const account = await checkSignIn(request, email, password);
  if (!account) unprocessable([fieldError(GENERAL_TARGET, MESSAGES.signInFailed)]);
  const principal = { role: account.role, ref: account.ref_id };
  await renewSession(request, reply, async (db, hash) => {
    await setPrincipal(db, hash, principal);
    return true;
  });
  return principal;
}

/** Signs out: the session ends (its row and cookie go; its enrollments, a member file the rep loaded included, lose their binding). */
export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endSession(request, reply);
}
