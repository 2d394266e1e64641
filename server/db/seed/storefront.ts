/** Seeds the storefront's entry data (schemas/demo/storefront.ts) after the reference rows it extends. */
import type { Kysely } from 'kysely';
import { DEMO_AGENT_LANDINGS, DEMO_AGENT_PORTALS, DEMO_GROUP_LANDINGS, DEMO_REFERRALS } from '../../../schemas/demo/storefront';
import type { Database } from '../types';

/** Landing columns of the demo reps and groups, rep portals and referrals (inside the seeding transaction). */
export async function seedStorefront(db: Kysely<Database>): Promise<void> {
  for (const [id, landing] of Object.entries(DEMO_AGENT_LANDINGS)) {
    await db.updateTable('agents').set(landing).where('id', '=', Number(id)).execute();
  }
  for (const [id, landing] of Object.entries(DEMO_GROUP_LANDINGS)) {
    await db.updateTable('groups').set(landing).where('id', '=', Number(id)).execute();
  }
  await db.insertInto('agent_portals').values(DEMO_AGENT_PORTALS.map(([agent_id, portal_id]) => ({ agent_id, portal_id }))).execute();
  await db.insertInto('referrals').values([...DEMO_REFERRALS]).execute();
}
