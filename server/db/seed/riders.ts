/** Seeds the cart riders (migration 025): plans 2201 and 2202 with their parent, prices, rule, logo and texts. */
import type { Kysely } from 'kysely';
import { DEMO_RIDER_PRICES, DEMO_RIDER_RULES, DEMO_RIDERS } from '../../../schemas/demo/catalog';
import { DEMO_CARRIER_LOGOS, DEMO_RIDER_SUMMARIES, demoPlanTexts } from '../../../schemas/demo/planContent';
import type { Database } from '../types';

/** Inserts the riders (inside the seeding transaction, after their parent plans). */
export async function seedRiders(db: Kysely<Database>): Promise<void> {
  await db.insertInto('plans').values(DEMO_RIDERS.map((rider) => ({
    ...rider, logo: DEMO_CARRIER_LOGOS[rider.carrier] ?? '',
    short_text: DEMO_RIDER_SUMMARIES.find(([planId]) => planId === rider.id)?.[1] ?? '',
  }))).execute();
  await db.insertInto('plan_prices').values(DEMO_RIDER_PRICES.map(({ id, plan_id, tier, monthly_price }) => ({ id, plan_id, tier, monthly_price }))).execute();
  await db.insertInto('plan_rules').values(DEMO_RIDER_RULES.map((rule) => ({
    plan_id: rule.plan_id, allowed_tiers: rule.allowed_tiers === undefined ? null : JSON.stringify(rule.allowed_tiers),
  }))).execute();
  await db.insertInto('plan_texts').values(DEMO_RIDERS.map(demoPlanTexts)).execute();
}
