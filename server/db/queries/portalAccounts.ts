/**
 * Queries of portal sign-ins (migration 012): accounts by e-mail (case-insensitive) and the
 * principal a session carries, read together with the session's clock in one query.
 */
import { type Kysely, sql } from 'kysely';
import type { PortalRole } from '../../../schemas/portalRoles';
import type { Database } from '../types';
import { clockColumns, withinLifetime } from './sessions';

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

/** The session's clock (idle_for, life_left) and principal, or undefined when the server holds no such session within its lifetime. */
export async function sessionPrincipal(db: Kysely<Database>, idHash: string, absoluteSeconds: number) {
  return db.selectFrom('sessions as s')
    .select([...clockColumns(absoluteSeconds), 's.principal_role', 's.principal_ref'])
    .where('s.id_hash', '=', idHash).where(withinLifetime(absoluteSeconds)).executeTakeFirst();
}
