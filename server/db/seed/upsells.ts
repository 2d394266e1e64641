/** Seeds the checkout upsells (migration 022): vision prices for every tier and the two offers. */
import type { Kysely } from 'kysely';
import { DEMO_UPSELL_OFFERS, DEMO_UPSELL_PRICES } from '../../../schemas/demo/catalog';
import type { Database } from '../types';

/** Inserts the offers (inside the seeding transaction, after the pricing rows). */
export async function seedUpsells(db: Kysely<Database>): Promise<void> {
  await db.insertInto('plan_prices').values(DEMO_UPSELL_PRICES.map(({ id, plan_id, tier, monthly_price }) => ({ id, plan_id, tier, monthly_price }))).execute();
  await db.insertInto('upsell_offers').values(DEMO_UPSELL_OFFERS).execute();
}
