/**
 * The Home page's and the recommendations' reads: the plans a visitor may be shown, the
 * categories' pictures, how often each plan was bought, the baskets holding a plan, and the
 * pricing rows of many plans at once (one query per table, not per plan).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** Who is looking: their group (group-only plans) and portal (portal-limited plans). */
export interface ShownTo { groupId: number | null; portalId: number }

/** A plan as the cards show it. */
export interface ShownPlan {
  plan_id: number; plan_name: string; plan_type: string; plan_category: string; plan_logo: string; plan_short_text: string; featured: boolean;
  /** The carrier's name (our extension: the card names the carrier its logo shows). */
  carrier: string;
}

/** The plans this visitor may be shown, by id: never the membership or a rider, group-only ones for their group, portal-limited ones on their portal. */
export async function shownPlans(db: Kysely<Database>, to: ShownTo): Promise<ShownPlan[]> {
  const rows = await db.selectFrom('plans as p').leftJoin('plan_rules as r', 'r.plan_id', 'p.id')
    .select(['p.id', 'p.name', 'p.plan_type', 'p.category', 'p.logo', 'p.short_text', 'p.featured', 'p.carrier', 'r.portal_ids'])
    .where('p.plan_type', 'not in', ['membership', 'rider'])
    .where((eb) => eb.or([eb('p.group_id', 'is', null), eb('p.group_id', '=', to.groupId ?? -1)]))
    .orderBy('p.id')
    .execute();
  return rows.filter((row) => row.portal_ids === null || row.portal_ids.includes(to.portalId)).map((row) => ({
    plan_id: row.id, plan_name: row.name, plan_type: row.plan_type, plan_category: row.category, plan_logo: row.logo, plan_short_text: row.short_text, featured: row.featured,
    carrier: row.carrier,
  }));
}

/** Every category with its picture. */
export function categoryRows(db: Kysely<Database>) {
  return db.selectFrom('plan_categories').select(['code', 'name', 'image']).orderBy('position').execute();
}

/** How often each plan was bought: its cart lines plus members' policies. */
export async function purchaseCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const [carts, policies] = await Promise.all([
    db.selectFrom('cart_items').select(['plan_id', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('plan_id').execute(),
    db.selectFrom('member_policies').select(['plan_id', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('plan_id').execute(),
  ]);
  const counts = new Map<number, number>();
  for (const row of [...carts, ...policies]) counts.set(row.plan_id, (counts.get(row.plan_id) ?? 0) + Number(row.n));
  return counts;
}

/** The plans of every cart and every member that holds `planId`, one list per cart or member. */
export async function basketsWith(db: Kysely<Database>, planId: number): Promise<number[][]> {
  const [carts, policies] = await Promise.all([
    db.selectFrom('cart_items').select(['enrollment_id as basket', 'plan_id'])
      .where('enrollment_id', 'in', (eb) => eb.selectFrom('cart_items').select('enrollment_id').where('plan_id', '=', planId)).execute(),
    db.selectFrom('member_policies').select(['member_id as basket', 'plan_id'])
      .where('member_id', 'in', (eb) => eb.selectFrom('member_policies').select('member_id').where('plan_id', '=', planId)).execute(),
  ]);
  const baskets = new Map<string, number[]>();
  for (const row of carts) baskets.set(`c:${row.basket}`, [...(baskets.get(`c:${row.basket}`) ?? []), row.plan_id]);
  for (const row of policies) baskets.set(`m:${row.basket}`, [...(baskets.get(`m:${row.basket}`) ?? []), row.plan_id]);
  return [...baskets.values()];
}

/** Each plan's monthly prices (for 'Starting From'). */
export async function monthlyPricesOf(db: Kysely<Database>, planIds: readonly number[]): Promise<Map<number, string[]>> {
  const prices = new Map<number, string[]>();
  if (planIds.length === 0) return prices;
  const rows = await db.selectFrom('plan_prices').select(['plan_id', 'monthly_price']).where('plan_id', 'in', [...planIds]).execute();
  for (const row of rows) prices.set(row.plan_id, [...(prices.get(row.plan_id) ?? []), row.monthly_price]);
  return prices;
}
