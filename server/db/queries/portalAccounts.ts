/**
 * Queries of portal sign-ins (migration 012): accounts by e-mail (case-insensitive) and the
 * principal a session carries, read together with the session's idle seconds in one query.
 */
import { type Kysely, sql } from 'kysely';
import type { PortalRole } from '../../../schemas/demo/portalAccounts';
import type { Database } from '../types';

/** The account with this e-mail (any case), or undefined. */
export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('portal_accounts').select(['id', 'role', 'ref_id', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** Replaces an account's password hash, unless another sign-in replaced `previous` first. */
export async function replacePasswordHash(db: Kysely<Database>, id: number, previous: string, next: string): Promise<void> {
  await db.updateTable('portal_accounts').set({ password_hash: next }).where('id', '=', id).where('password_hash', '=', previous).execute();
}

/** Sets (or, with null, clears) the principal of a session. */
export async function setPrincipal(db: Kysely<Database>, idHash: string, principal: { role: PortalRole; ref: number } | null): Promise<void> {
  await db.updateTable('sessions').set({ principal_role: principal?.role ?? null, principal_ref: principal?.ref ?? null })
    .where('id_hash', '=', idHash).execute();
}

/** The session's idle seconds and principal, or undefined when the server holds no such session. */
export async function sessionPrincipal(db: Kysely<Database>, idHash: string) {
  return db.selectFrom('sessions as s')
    .select([sql<number>`extract(epoch from now() - s.last_seen_at)::float8`.as('idle_for'), 's.principal_role', 's.principal_ref'])
    .where('s.id_hash', '=', idHash).executeTakeFirst();
}
