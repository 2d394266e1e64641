/**
 * Seeds the demo portal accounts and the members' plans. The accounts share the published demo
 * password, so they share one hash too: scrypt at full cost takes ~0.4 s, once per seeding
 * rather than once per account.
 */
import type { Kysely } from 'kysely';
import { DEMO_MEMBER_POLICIES, DEMO_PORTAL_ACCOUNTS, DEMO_PORTAL_PASSWORD } from '../../../schemas/demo/portalAccounts';
import { hashPassword } from '../../services/portalAuthPasswords';
import type { Database } from '../types';

/** Inserts the demo accounts and member policies (inside the seeding transaction). */
export async function seedPortalAccounts(db: Kysely<Database>): Promise<void> {
  const password_hash = await hashPassword(DEMO_PORTAL_PASSWORD);
  const accounts = DEMO_PORTAL_ACCOUNTS.map(({ email, role, ref_id }) => ({ email, role, ref_id, password_hash }));
  await db.insertInto('portal_accounts').values(accounts).execute();
  await db.insertInto('member_policies').values(DEMO_MEMBER_POLICIES.map(([member_id, plan_id, status], position) => ({
    member_id, plan_id, status, position,
  }))).execute();
}
