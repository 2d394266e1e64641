/**
 * Checking a portal sign-in's e-mail and password under two throttles, both reserved before the
 * password is checked (services/resume.ts holdAttempt), so parallel tries cannot outrun them:
 * - the caller's, shared with rep and group codes (services/accessCodes.ts): 5 failures from one
 *   address in 15 minutes -> 429 for that address;
 * - the account's (ASVS 2.2.1): at most 100 failures an hour for one e-mail address, from any
 *   number of addresses -> 429 (signInLocked) for that e-mail, even with the right password.
 *   It is keyed by the e-mail typed, whether an account has it or not, so the lock tells a
 *   stranger nothing about who has an account. It is time-boxed (a sliding hour: the oldest
 *   failures age out) and locks portal sign-in only: a member's other ways in, a continue code or
 *   direct link, keep their own throttles and stay open, and there is no password reset to lock.
 * Every refusal is logged (warn) with the account (role:ref, or null when no account has the
 * e-mail), a hash of the e-mail (the throttle key's start) and the caller's address; never the
 * password. A success on a hash below the current cost stores a fresh one (portalAuthPasswords.ts).
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { findAccountByEmail, replacePasswordHash } from '../db/queries/portalAccounts';
import { ApiError, GENERAL_TARGET } from '../http';
import { checkAccessCode } from './accessCodes';
import { normalizeEmail, sha256 } from './codes';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './portalAuthPasswords';
import { callerAddress, type Throttle, type ThrottleKey } from './resume';

export const ACCOUNT_MAX_FAILURES = 100;
export const ACCOUNT_WINDOW_MINUTES = 60;

/** The per-account throttle key of the e-mail typed (its own namespace beside the resume slowdown's). */
export function signInAccountKey(email: string): ThrottleKey {
  return { kind: 'email', keyHash: sha256(`sign-in:${normalizeEmail(email)}`) };
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

/** Logs a refused sign-in: who it was for and from where, never the password or the e-mail itself. */
function logRefusal(request: FastifyRequest, key: ThrottleKey, account: Account | undefined, reason: string): void {
  request.log.warn({
    event: 'portal-sign-in-refused', reason, account: account ? `${account.role}:${account.ref_id}` : null,
    login: key.keyHash.slice(0, 16), address: callerAddress(request.ip),
  }, 'portal sign-in refused');
}

/** The account the e-mail and password open, or undefined (a failure, counted); 429 when a throttle is at its limit. */
export async function checkSignIn(request: FastifyRequest, email: string, password: string): Promise<Account | undefined> {
  const { db } = request.server;
  const key = signInAccountKey(email);
  const accountLimit: Throttle = { ...key, max: ACCOUNT_MAX_FAILURES, windowMinutes: ACCOUNT_WINDOW_MINUTES, message: MESSAGES.signInLocked };
  // An object, not a `let`: the lookup assigns it inside a callback.
  const seen: { account?: Account } = {};
  try {
    const account = await checkAccessCode(request, GENERAL_TARGET, async () => {
      seen.account = await findAccountByEmail(db, email);
      const matches = await verifyPassword(password, seen.account?.password_hash ?? DUMMY_HASH);
      return seen.account && matches ? seen.account : undefined;
    }, [accountLimit]);
    if (!account) logRefusal(request, key, seen.account, seen.account ? 'wrong-password' : 'unknown-email');
    else if (needsRehash(account.password_hash)) {
      await replacePasswordHash(db, account.id, account.password_hash, await hashPassword(password));
    }
    return account;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429) {
      logRefusal(request, key, undefined, error.errors[0]?.error_message === MESSAGES.signInLocked ? 'account-locked' : 'caller-throttled');
    }
    throw error;
  }
}
