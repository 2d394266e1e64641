/** Queries of plan detail and add to cart: a plan with its texts, related plans, blackouts, active policies, cart lines. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';

const PLAN_COLUMNS = [
  'plans.id as plan_id', 'plans.name as plan_name', 'plans.plan_type', 'plans.category as plan_category', 'plan_categories.name as category_name',
  'plans.logo as plan_logo', 'plans.short_text as plan_short_text', 'plans.carrier', 'plans.requires_membership',
  'plans.premier_carrier as is_prudential_plan', 'plans.admin_fee_percent', 'plans.group_id', 'carrier_statuses.hash as carrier_hash',
] as const;

function plansWithCategory(db: Kysely<Database>) {
  return db.selectFrom('plans').innerJoin('plan_categories', 'plan_categories.code', 'plans.category')
    .leftJoin('carrier_statuses', 'carrier_statuses.carrier', 'plans.carrier');
}

/** One plan with its category name and texts (texts null when the plan has no plan_texts row). */
export async function findPlanDetail(db: Kysely<Database>, planId: number) {
  const plan = await plansWithCategory(db).select(PLAN_COLUMNS).where('plans.id', '=', planId).executeTakeFirst();
  if (!plan) return undefined;
  const texts = await db.selectFrom('plan_texts').selectAll().where('plan_id', '=', planId).executeTakeFirst();
  return { plan, texts };
}

/** The membership plan (plan_type 'membership') the premier plans need; the lowest id when there are several. */
export function findMembershipPlanId(db: Kysely<Database>) {
  return db.selectFrom('plans').select('id').where('plan_type', '=', 'membership').orderBy('id').executeTakeFirst();
}

/** Other plans of the category a visitor of this group may see (group-only plans of other groups, memberships and riders left out). */
export function relatedPlans(db: Kysely<Database>, category: string, exceptPlanId: number, groupId: number | null, limit: number) {
  return plansWithCategory(db).select(PLAN_COLUMNS)
    .where('plans.category', '=', category).where('plans.id', '<>', exceptPlanId).where('plans.plan_type', 'not in', ['membership', 'rider'])
    .where((eb) => (groupId === null ? eb('plans.group_id', 'is', null) : eb.or([eb('plans.group_id', 'is', null), eb('plans.group_id', '=', groupId)])))
    .orderBy('plans.featured', 'desc').orderBy('plans.id').limit(limit).execute();
}

/** The text of a blackout window of the plan that holds `day` (YYYY-MM-DD), if any. */
export function blackoutOn(db: Kysely<Database>, planId: number, day: string) {
  return db.selectFrom('plan_blackouts').select('message').where('plan_id', '=', planId)
    .where('starts_on', '<=', day).where('ends_on', '>=', day).orderBy('id').executeTakeFirst();
}

/** Whether the member holds the plan as an ACTIVE policy. */
export async function holdsActivePolicy(db: Kysely<Database>, memberId: number, planId: number): Promise<boolean> {
  const row = await db.selectFrom('member_policies').select('plan_id')
    .where('member_id', '=', memberId).where('plan_id', '=', planId).where('status', '=', 'ACTIVE').executeTakeFirst();
  return row !== undefined;
}

/** The plan offered after an add of this category. */
export function addOfferOf(db: Kysely<Database>, category: string) {
  return db.selectFrom('plan_add_offers').innerJoin('plans', 'plans.id', 'plan_add_offers.offered_plan_id')
    .select(['plans.id', 'plans.name']).where('plan_add_offers.category', '=', category).executeTakeFirst();
}

/** The plan ids in the enrollment's cart. */
export async function cartPlanIds(db: Kysely<Database>, enrollmentId: string): Promise<number[]> {
  const rows = await db.selectFrom('cart_items').select('plan_id').where('enrollment_id', '=', enrollmentId).execute();
  return rows.map((row) => row.plan_id);
}

/**
 * Puts the plan in the cart at this price, after the other lines; a plan already there keeps its
 * place and takes the new price (one statement, so two adds at once leave one line).
 */
export async function putInCart(db: Kysely<Database>, enrollmentId: string, planId: number, pricingId: number): Promise<void> {
  await sql`INSERT INTO cart_items (enrollment_id, plan_id, pricing_id, position)
    SELECT ${enrollmentId}, ${planId}, ${pricingId}, COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE enrollment_id = ${enrollmentId}
    ON CONFLICT (enrollment_id, plan_id) DO UPDATE SET pricing_id = EXCLUDED.pricing_id`.execute(db);
}

export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlanDetail>>>['plan'];
