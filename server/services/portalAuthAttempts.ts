/**
 * Checking a portal sign-in's e-mail and password (services/passwordSignIn.ts: the caller's
 * throttle shared with rep and group codes, a per-account limit keyed by the e-mail typed, the
 * same scrypt for an unknown e-mail, refusals logged as 'portal-sign-in-refused' with the account
 * as role:ref). The per-account limit locks portal sign-in only: a member's other ways in, a
 * continue code or direct link, keep their own throttles and stay open, and there is no password
 * reset to lock.
 */
import type { FastifyRequest } from 'fastify';
import { findAccountByEmail, replacePasswordHash } from '../db/queries/portalAccounts';
import { normalizeEmail, sha256 } from './codes';
import { checkPasswordSignIn } from './passwordSignIn';
import type { ThrottleKey } from './resume';

export { ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MINUTES } from './passwordSignIn';

/** The per-account throttle key of the e-mail typed (its own namespace beside the resume slowdown's). */
export function signInAccountKey(email: string): ThrottleKey {
  return { kind: 'email', keyHash: sha256(`sign-in:${normalizeEmail(email)}`) };
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

/** The account the e-mail and password open, or undefined (a failure, counted); 429 when a throttle is at its limit. */
export async function checkSignIn(request: FastifyRequest, email: string, password: string): Promise<Account | undefined> {
  const { db } = request.server;
  return checkPasswordSignIn<Account>(request, {
    event: 'portal-sign-in-refused',
    key: signInAccountKey(email),
    find: () => findAccountByEmail(db, email),
    rehash: (account, next) => replacePasswordHash(db, account.id, account.password_hash, next),
    describe: (account) => `${account.role}:${account.ref_id}`,
  }, password);
}
