/**
 * Product staff's sign-in and sign-out (issue 14, point 7). Signing in checks the e-mail and
 * password under the same throttles as a portal sign-in (services/staffSignInCheck.ts), then
 * issues a fresh staff token (no fixation: a staff session the browser held is ended) and sets
 * the staff cookie. Signing out deletes the session row, so the cookie opens nothing any more.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { createStaffSession, deleteStaffSession, purgeStaffSessions } from '../db/queries/staff';
import { fieldError, GENERAL_TARGET, unprocessable } from '../http';
import {
  hashStaffToken, staffCookieName, staffCookieOptions, staffLimits, type StaffPrincipal, staffTokenHashOf,
} from '../plugins/staffSession';
import { newSessionId } from './codes';
import { checkStaffSignIn } from './staffSignInCheck';

/** Signs in: a fresh staff session and cookie for the account; one generic 422 at `general` for any wrong e-mail or password. */
export async function signInStaff(request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<StaffPrincipal> {
  const account = await checkStaffSignIn(request, email, password);
  if (!account) unprocessable([fieldError(GENERAL_TARGET, MESSAGES.staffSignInFailed)]);
  const { db, services: { config } } = request.server;
  const token = newSessionId();
  const previous = staffTokenHashOf(request);
  await db.transaction().execute(async (trx) => {
    if (previous) await deleteStaffSession(trx, previous);
    await createStaffSession(trx, hashStaffToken(token), account.id);
  });
  reply.setCookie(staffCookieName(config), token, staffCookieOptions(config));
  await purgeStaffSessions(db, staffLimits(config));
  return { id: account.id, email: account.email, name: account.name, roles: account.roles };
}

/** Signs out: the session row goes (when there is one) and the cookie is cleared with the attributes it was set with. */
export async function signOutStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, services: { config } } = request.server;
  const hash = staffTokenHashOf(request);
  if (hash) await deleteStaffSession(db, hash);
  reply.clearCookie(staffCookieName(config), staffCookieOptions(config));
}
