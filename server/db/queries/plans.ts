/** Queries of the plans listing: the plans a visitor may see, the categories in order, the premier categories. */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The plan types never listed: the association membership (offered by the membership modal) and riders (offered by the cart). */
const UNLISTED = ['membership', 'rider'];

/**
 * The plans listed to a visitor of `groupId` (null: no group), optionally only of `categories`:
 * every plan but the membership, a group-only plan only for its group; by id within the catalog.
 */
export function listablePlans(db: Kysely<Database>, groupId: number | null, categories: readonly string[] | null) {
  let query = db.selectFrom('plans')
    .select(['id', 'name', 'category', 'plan_type', 'logo', 'short_text', 'carrier'])
    .where('plan_type', 'not in', UNLISTED)
    .where((eb) => (groupId === null ? eb('group_id', 'is', null) : eb.or([eb('group_id', 'is', null), eb('group_id', '=', groupId)])));
  if (categories) query = query.where('category', 'in', categories.length > 0 ? [...categories] : ['']);
  return query.orderBy('id').execute();
}

export type ListablePlan = Awaited<ReturnType<typeof listablePlans>>[number];

/** The premier plans' categories (get-plan-category) in order. */
export function premierCategories(db: Kysely<Database>) {
  return db.selectFrom('premier_categories').select(['code', 'name']).orderBy('position').execute();
}

/** A plan's type ('MM' marks the premier plan), or undefined for an unknown plan. */
export async function planTypeOf(db: Kysely<Database>, planId: number): Promise<string | undefined> {
  return (await db.selectFrom('plans').select('plan_type').where('id', '=', planId).executeTakeFirst())?.plan_type;
}
