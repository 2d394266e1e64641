/**
 * Seeds the demo product staff and marks the demo's 'four eyes' portals (migration 029). The
 * accounts share the published demo password, so they share one hash too: scrypt at full cost
 * takes ~0.4 s, once per seeding rather than once per account.
 */
import type { Kysely } from 'kysely';
import { DEMO_FOUR_EYES_PORTALS, DEMO_STAFF_ACCOUNTS, DEMO_STAFF_PASSWORD } from '../../../schemas/demo/staffAccounts';
import { hashPassword } from '../../services/portalAuthPasswords';
import type { Database } from '../types';

/** Inserts the demo staff accounts and sets four_eyes on the demo's portals (inside a seeding transaction). */
export async function seedStaffAccounts(db: Kysely<Database>): Promise<void> {
  const password_hash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db.insertInto('staff_accounts').values(DEMO_STAFF_ACCOUNTS.map(({ email, name, roles }) => ({ email, name, roles: [...roles], password_hash })))
    .execute();
  await db.updateTable('portals').set({ four_eyes: true }).where('id', 'in', [...DEMO_FOUR_EYES_PORTALS]).execute();
}
