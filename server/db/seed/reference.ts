/** Seeds the reference data of the demo world: portals, reps, groups, members, lookups, codes, branding, plan catalog. */
import type { Kysely } from 'kysely';
import { DEMO_CATEGORIES, DEMO_PLANS, DEMO_PRICES } from '../../../schemas/demo/catalog';
import { DEMO_ETHNIC_CATEGORIES, DEMO_OPTION_LISTS, DEMO_STATES } from '../../../schemas/demo/lookups';
import { DEMO_AGENTS, DEMO_ENROLLER_CODES, DEMO_GROUPS, DEMO_MEMBERS, DEMO_PORTALS } from '../../../schemas/demo/world';
import type { Database } from '../types';

type Row = { value: string; name: string };

function lookupRows(list: string, rows: Row[]) {
  return rows.map((row, position) => ({ list, value: row.value, name: row.name, position }));
}

/** Inserts the reference rows (inside the seeding transaction). */
export async function seedReference(db: Kysely<Database>): Promise<void> {
  await db.insertInto('portals').values([...DEMO_PORTALS]).execute();
  await db.insertInto('agents').values([...DEMO_AGENTS]).execute();
  await db.insertInto('groups').values([...DEMO_GROUPS]).execute();
  await db.insertInto('members').values([...DEMO_MEMBERS]).execute();
  await db.insertInto('enroller_codes').values([...DEMO_ENROLLER_CODES]).execute();
  const lookups = [
    ...lookupRows('ethnic-category', DEMO_ETHNIC_CATEGORIES.map((item) => ({ value: String(item.id), name: item.name }))),
    ...lookupRows('states', DEMO_STATES.map((item) => ({ value: item.abbrev, name: item.name }))),
    ...Object.entries(DEMO_OPTION_LISTS).flatMap(([list, rows]) => lookupRows(list, rows)),
  ];
  await db.insertInto('lookups').values(lookups).execute();
  await db.insertInto('plan_categories').values(DEMO_CATEGORIES.map(([code, name], position) => ({ code, name, position }))).execute();
  await db.insertInto('plans').values(DEMO_PLANS).execute();
  await db.insertInto('plan_prices').values(DEMO_PRICES.map(([id, plan_id, tier, monthly_price]) => ({ id, plan_id, tier, monthly_price }))).execute();
}
