/** Seeds the blackout plan 2101 (plan, prices, texts), its blackout window and the accident-plan offer (migration 020). */
import type { Kysely } from 'kysely';
import { DEMO_ADD_OFFERS, DEMO_BLACKOUT_PLAN, DEMO_BLACKOUT_PRICES, DEMO_BLACKOUTS } from '../../../schemas/demo/catalog';
import { DEMO_CARRIER_LOGOS, demoPlanTexts } from '../../../schemas/demo/planContent';
import type { Database } from '../types';

/** Inserts plan 2101 and the add-to-cart rules (inside the seeding transaction, after the plan content). */
export async function seedPlanDetail(db: Kysely<Database>): Promise<void> {
  await db.insertInto('plans').values({
    ...DEMO_BLACKOUT_PLAN, logo: DEMO_CARRIER_LOGOS[DEMO_BLACKOUT_PLAN.carrier] ?? '',
    short_text: 'Cash for each hospital day, with a larger benefit for intensive care.',
  }).execute();
  await db.insertInto('plan_prices').values(DEMO_BLACKOUT_PRICES.map(({ id, plan_id, tier, monthly_price }) => ({ id, plan_id, tier, monthly_price }))).execute();
  await db.insertInto('plan_texts').values(demoPlanTexts(DEMO_BLACKOUT_PLAN)).execute();
  await db.insertInto('plan_blackouts').values(DEMO_BLACKOUTS).execute();
  await db.insertInto('plan_add_offers').values(DEMO_ADD_OFFERS.map(([category, offered_plan_id]) => ({ category, offered_plan_id }))).execute();
}
