/**
 * Cart riders (issue 8 point 6): the riders offered in a cart are those whose parent plan is in
 * it and who are not in it yet, each priced for the visitor now (the pricing function, like any
 * plan); a rider that does not price for the visitor, or that the visitor may not see, is left
 * out. A rider is added through add-plan-to-cart only with its parent in the cart.
 */
import type { Kysely } from 'kysely';
import type { Enrollment } from '../db/queries/enrollments';
import { ridersOf } from '../db/queries/riders';
import type { Database } from '../db/types';
import { pricesFor, visibleTo } from './addToCart';

export interface OfferedRider { plan_id: number; plan_pricing_id: number; plan_name: string; plan_logo: string; price: string; parent_plan_id: number }

/** The riders to offer beside a cart holding these plan ids, priced for the enrollment's visitor today. */
export async function ridersOffered(db: Kysely<Database>, enrollment: Enrollment, inCart: readonly number[], today: Date): Promise<OfferedRider[]> {
  const riders = (await ridersOf(db, inCart)).filter((rider) => !inCart.includes(rider.id) && visibleTo(rider, enrollment));
  const offered: OfferedRider[] = [];
  for (const rider of riders) {
    const prices = await pricesFor(db, enrollment, rider.id, today);
    const first = typeof prices === 'string' ? undefined : prices[0];
    if (first && rider.rider_of !== null) {
      offered.push({ plan_id: rider.id, plan_pricing_id: first.id, plan_name: rider.name, plan_logo: rider.logo, price: first.monthly_price, parent_plan_id: rider.rider_of });
    }
  }
  return offered;
}
