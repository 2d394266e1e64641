/** The category menu's data: which categories have plans on sale, in the catalog's order. */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** Codes of the categories that hold at least one plan (plan_categories.position order). */
export async function categoriesWithPlans(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('plan_categories as c')
    .select('c.code')
    .where((eb) => eb.exists(eb.selectFrom('plans as p').select('p.id').whereRef('p.category', '=', 'c.code')))
    .orderBy('c.position')
    .execute();
  return rows.map((row) => row.code);
}
