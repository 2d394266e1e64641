/**
 * The one way an e-mail and password are checked (portal accounts and product staff alike), under
 * two throttles, both reserved before the password is checked (services/resume.ts holdAttempt), so
 * parallel tries cannot outrun them:
 * - the caller's, shared with rep and group codes (services/accessCodes.ts): 5 failures from one
 *   address in 15 minutes -> 429 for that address; every answer is held to the codes' time floor;
 * - the account's (ASVS 2.2.1): at most ACCOUNT_MAX_FAILURES failures an hour for one e-mail
 *   address, from any number of addresses -> 429 (signInLocked) for that e-mail, even with the
 *   right password. It is keyed by the e-mail typed, whether an account has it or not, so the lock
 *   tells a stranger nothing about who has an account, and it is time-boxed (a sliding hour).
 * An unknown e-mail costs the same scrypt as a wrong password (DUMMY_HASH). Every refusal is
 * logged (warn) with the account (or null), a hash of the e-mail (the throttle key's start) and
 * the caller's address; never the password. A success on a hash below the current cost stores a
 * fresh one (portalAuthPasswords.ts).
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { GENERAL_TARGET } from '../http';
import { checkAccessCode } from './accessCodes';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './portalAuthPasswords';
import { callerAddress, ThrottledError, type Throttle, type ThrottleKey } from './resume';

export const ACCOUNT_MAX_FAILURES = 100;
export const ACCOUNT_WINDOW_MINUTES = 60;

/** How one kind of account signs in. */
export interface PasswordAccounts<A extends { password_hash: string }> {
  /** The log event of a refusal (e.g. 'portal-sign-in-refused'). */
  event: string;
  /** The per-account throttle key of the e-mail typed (a namespace of its own per kind of account). */
  key: ThrottleKey;
  /** The account with the e-mail typed, or undefined. */
  find: () => Promise<A | undefined>;
  /** Stores `next` in place of the account's hash (unless another sign-in replaced it first). */
  rehash: (account: A, next: string) => Promise<void>;
  /** The account as a log names it (an id, never the e-mail). */
  describe: (account: A) => string;
}

/** The account the password opens, or undefined (a failure, counted); 429 when a throttle is at its limit. */
export async function checkPasswordSignIn<A extends { password_hash: string }>(
  request: FastifyRequest, accounts: PasswordAccounts<A>, password: string,
): Promise<A | undefined> {
  const { event, key } = accounts;
  const accountLimit: Throttle = { ...key, max: ACCOUNT_MAX_FAILURES, windowMinutes: ACCOUNT_WINDOW_MINUTES, message: MESSAGES.signInLocked };
  const refuse = (account: A | undefined, reason: string) => request.log.warn({
    event, reason, account: account ? accounts.describe(account) : null, login: key.keyHash.slice(0, 16), address: callerAddress(request.ip),
  }, event);
  // An object, not a `let`: the lookup assigns it inside a callback.
  const seen: { account?: A } = {};
  try {
    const account = await checkAccessCode(request, GENERAL_TARGET, async () => {
      seen.account = await accounts.find();
      const matches = await verifyPassword(password, seen.account?.password_hash ?? DUMMY_HASH);
      return seen.account && matches ? seen.account : undefined;
    }, [accountLimit]);
    if (!account) refuse(seen.account, seen.account ? 'wrong-password' : 'unknown-email');
    else if (needsRehash(account.password_hash)) await accounts.rehash(account, await hashPassword(password));
    return account;
  } catch (error) {
    // Which throttle refused, by the throttle itself (its message is for the reader).
    if (error instanceof ThrottledError) refuse(undefined, error.throttle === accountLimit ? 'account-locked' : 'caller-throttled');
    throw error;
  }
}
