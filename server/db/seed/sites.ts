/** Seeds the demo sites' themes (schemas/demo/sites.ts) through saveSiteTheme, so a demo colour that fails contrast stops the seed. */
import type { Kysely } from 'kysely';
import { DEMO_SITES } from '../../../schemas/demo/sites';
import { saveSiteTheme } from '../../services/siteTheme';
import type { Database } from '../types';

/** Writes every demo site's settings (inside the seeding transaction); throws on a refused value, writing nothing for that site. */
export async function seedSites(db: Kysely<Database>, sites: Readonly<Record<string, Readonly<Record<string, string>>>> = DEMO_SITES): Promise<void> {
  for (const [site, settings] of Object.entries(sites)) {
    const errors = await saveSiteTheme(db, site, settings);
    if (errors.length > 0) throw new Error(`demo site ${site}: ${errors.map((e) => `${e.target_element} ${e.error_message}`).join('; ')}`);
  }
}
