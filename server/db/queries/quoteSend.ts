/** What a personalised quote reads: the cart's lines with the plan facts its notices need, and who sends it. */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The cart's lines in order with category, carrier flags, fees and a life plan's coverage amount. */
export function quoteLines(db: Kysely<Database>, enrollmentId: string) {
  return db.selectFrom('cart_items')
    .innerJoin('plans', 'plans.id', 'cart_items.plan_id')
    .innerJoin('plan_prices', 'plan_prices.id', 'cart_items.pricing_id')
    .leftJoin('plan_categories', 'plan_categories.code', 'plans.category')
    .select([
      'plans.id as plan_id', 'plans.name as plan_name', 'plans.category', 'plan_categories.name as category_name', 'plans.plan_type',
      'plans.premier_carrier', 'plans.admin_fee_percent', 'plans.one_time_fee', 'plans.coverage_amount', 'plan_prices.monthly_price',
    ])
    .where('cart_items.enrollment_id', '=', enrollmentId)
    .orderBy('cart_items.position')
    .execute();
}

export type QuoteLine = Awaited<ReturnType<typeof quoteLines>>[number];

/** The rep (name, e-mail, phone) an enrollment names, or undefined. */
export function quoteAgent(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').select(['name', 'email', 'phone']).where('id', '=', agentId).executeTakeFirst();
}

/** The group's name, or undefined. */
export function quoteGroup(db: Kysely<Database>, groupId: number) {
  return db.selectFrom('groups').select(['name', 'phone']).where('id', '=', groupId).executeTakeFirst();
}
