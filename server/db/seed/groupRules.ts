/**
 * The demo groups' rule data (groups.requires_enroller_code, migration 032): 2556 and 2512
 * require an enroller code. Written by the first seeding with the groups themselves, and on the
 * next start of a database seeded before the column existed (server/db/seed/index.ts).
 */
import type { Kysely } from 'kysely';
import { DEMO_GROUPS } from '../../../schemas/demo/world';
import type { Database } from '../types';

/** Marks the demo groups that require an enroller code. */
export async function seedGroupRules(db: Kysely<Database>): Promise<void> {
  const requiring = DEMO_GROUPS.filter((group) => 'requires_enroller_code' in group && group.requires_enroller_code).map((group) => group.id);
  if (requiring.length > 0) await db.updateTable('groups').set({ requires_enroller_code: true }).where('id', 'in', requiring).execute();
}
