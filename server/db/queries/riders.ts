/** Queries of the cart riders (migration 025): a rider's parent, the riders of plans in a cart, removing a line with its riders. */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The parent of a rider (id and name), or undefined when the plan is not a rider. */
export function riderParentOf(db: Kysely<Database>, planId: number) {
  return db.selectFrom('plans as r').innerJoin('plans as p', 'p.id', 'r.rider_of')
    .select(['p.id', 'p.name']).where('r.id', '=', planId).where('r.plan_type', '=', 'rider').executeTakeFirst();
}

/** The riders of these parent plans, by id. */
export function ridersOf(db: Kysely<Database>, parentIds: readonly number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('plans').select(['id', 'name', 'logo', 'rider_of', 'group_id'])
    .where('plan_type', '=', 'rider').where('rider_of', 'in', [...parentIds]).orderBy('id').execute();
}

/**
 * Deletes one line (plan and pricing id) and, in the same transaction, the riders of that plan
 * in the same cart; answers whether the line was deleted.
 */
export async function deleteCartLineWithRiders(db: Kysely<Database>, enrollmentId: string, planId: number, pricingId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('cart_items')
      .where('enrollment_id', '=', enrollmentId).where('plan_id', '=', planId).where('pricing_id', '=', pricingId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await trx.deleteFrom('cart_items').where('enrollment_id', '=', enrollmentId)
      .where('plan_id', 'in', (eb) => eb.selectFrom('plans').select('id').where('plan_type', '=', 'rider').where('rider_of', '=', planId))
      .execute();
    return true;
  });
}
