/** Seeds the demo's external partner sites (schemas/demo/storefrontSites.ts). */
import type { Kysely } from 'kysely';
import { DEMO_EXTERNAL_SITES } from '../../../schemas/demo/storefrontSites';
import type { Database } from '../types';

/** The partner sites, after the groups and portals they name (inside the seeding transaction). */
export async function seedStorefrontSites(db: Kysely<Database>): Promise<void> {
  await db.insertInto('external_sites').values([...DEMO_EXTERNAL_SITES]).execute();
}
