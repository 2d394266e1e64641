/** Seeds the storefront's price bands and plan rules (migration 016) from schemas/demo/catalog.ts. */
import type { Kysely } from 'kysely';
import { DEMO_PLAN_RULES, DEMO_PRICE_BANDS, type DemoPlanRule, type DemoPriceBand } from '../../../schemas/demo/catalog';
import type { Database } from '../types';

const list = (values: readonly unknown[] | undefined) => (values === undefined ? null : JSON.stringify(values));

/** A price band as its plan_prices row (absent limits: null). */
export const priceBandRow = (band: DemoPriceBand) => ({
  id: band.id, plan_id: band.plan_id, tier: band.tier, monthly_price: band.monthly_price,
  min_age: band.min_age ?? null, max_age: band.max_age ?? null, state: band.state ?? null, smoker: band.smoker ?? null,
  min_income: band.min_income ?? null, max_income: band.max_income ?? null,
});

/** A plan rule as its plan_rules row (absent lists: null, absent flags: false). */
export const planRuleRow = (rule: DemoPlanRule) => ({
  plan_id: rule.plan_id, excluded_states: JSON.stringify(rule.excluded_states ?? []), allowed_tiers: list(rule.allowed_tiers),
  min_age: rule.min_age ?? null, max_age: rule.max_age ?? null, needs_tobacco: rule.needs_tobacco ?? false,
  min_annual_income: rule.min_annual_income ?? null, min_weekly_hours: rule.min_weekly_hours ?? null,
  needs_dependents: rule.needs_dependents ?? false, portal_ids: list(rule.portal_ids), met_zip_prefixes: list(rule.met_zip_prefixes),
  replaced_by: rule.replaced_by ?? null, replace_tiers: list(rule.replace_tiers), replace_states: list(rule.replace_states),
  has_questions: rule.has_questions ?? false,
});

/** Inserts the price bands and plan rules (inside the seeding transaction, after the plans). */
export async function seedPricing(db: Kysely<Database>): Promise<void> {
  await db.insertInto('plan_prices').values(DEMO_PRICE_BANDS.map(priceBandRow)).execute();
  await db.insertInto('plan_rules').values(DEMO_PLAN_RULES.map(planRuleRow)).execute();
}
