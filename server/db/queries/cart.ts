/** Queries of an enrollment's cart: its lines with their plan and price rows. */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The cart's lines in order, each with its plan's flags and its monthly price. */
export function cartLines(db: Kysely<Database>, enrollmentId: string) {
  return db.selectFrom('cart_items')
    .innerJoin('plans', 'plans.id', 'cart_items.plan_id')
    .innerJoin('plan_prices', 'plan_prices.id', 'cart_items.pricing_id')
    .select([
      'plans.id as plan_id', 'plans.name as plan_name', 'plans.plan_type', 'plans.premier_carrier', 'plans.requires_membership',
      'plans.admin_fee_percent', 'plans.one_time_fee', 'plan_prices.monthly_price', 'cart_items.pricing_id',
    ])
    .where('cart_items.enrollment_id', '=', enrollmentId)
    .orderBy('cart_items.position')
    .execute();
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];
