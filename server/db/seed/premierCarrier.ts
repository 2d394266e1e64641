/** Seeds the premier-carrier plan 1602 (plan, prices, rule, texts, carrier questions) and the carrier statuses (migration 033). */
import type { Kysely } from 'kysely';
import { DEMO_CARRIER_LOGOS, demoPlanTexts } from '../../../schemas/demo/planContent';
import {
  DEMO_CARRIER_STATUSES, DEMO_PREMIER_CARRIER_PLAN, DEMO_PREMIER_CARRIER_PRICES, DEMO_PREMIER_CARRIER_QUESTIONS, DEMO_PREMIER_CARRIER_RULE,
} from '../../../schemas/demo/premierCarrier';
import type { Database } from '../types';
import { planRuleRow, priceBandRow } from './pricing';

/** Inserts plan 1602 and what its check reads (inside a seeding transaction, after the demo world). */
export async function seedPremierCarrier(db: Kysely<Database>): Promise<void> {
  const plan = DEMO_PREMIER_CARRIER_PLAN;
  await db.insertInto('plans').values({
    ...plan, logo: DEMO_CARRIER_LOGOS[plan.carrier] ?? '', short_text: 'Replaces part of your pay while an illness or injury keeps you from work.',
  }).execute();
  await db.insertInto('plan_prices').values(DEMO_PREMIER_CARRIER_PRICES.map(priceBandRow)).execute();
  await db.insertInto('plan_rules').values(planRuleRow(DEMO_PREMIER_CARRIER_RULE)).execute();
  await db.insertInto('plan_texts').values(demoPlanTexts(plan)).execute();
  await db.insertInto('carrier_questions').values(DEMO_PREMIER_CARRIER_QUESTIONS.map((q, position) => ({ ...q, position }))).execute();
  await db.insertInto('carrier_statuses').values(DEMO_CARRIER_STATUSES).execute();
}
