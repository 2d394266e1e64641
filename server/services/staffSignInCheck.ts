/**
 * Checking a staff sign-in's e-mail and password: the same throttles and equal-cost refusal as a
 * portal sign-in (services/passwordSignIn.ts), with a per-account key of its own namespace (a
 * staff e-mail's failures never lock a portal account of the same address, nor the reverse) and
 * refusals logged as 'staff-sign-in-refused' with the account as staff:<id>.
 */
import type { FastifyRequest } from 'fastify';
import { findStaffByEmail, replaceStaffPasswordHash, type StaffAccount } from '../db/queries/staff';
import { normalizeEmail, sha256 } from './codes';
import { checkPasswordSignIn } from './passwordSignIn';
import type { ThrottleKey } from './resume';

/** The per-account throttle key of the e-mail typed. */
export function staffSignInKey(email: string): ThrottleKey {
  return { kind: 'email', keyHash: sha256(`staff-sign-in:${normalizeEmail(email)}`) };
}

/** The account the e-mail and password open, or undefined (a failure, counted); 429 when a throttle is at its limit. */
export async function checkStaffSignIn(request: FastifyRequest, email: string, password: string): Promise<StaffAccount | undefined> {
  const { db } = request.server;
  return checkPasswordSignIn<StaffAccount>(request, {
    event: 'staff-sign-in-refused',
    key: staffSignInKey(email),
    find: () => findStaffByEmail(db, email),
    rehash: (account, next) => replaceStaffPasswordHash(db, account.id, account.password_hash, next),
    describe: (account) => `staff:${account.id}`,
  }, password);
}
