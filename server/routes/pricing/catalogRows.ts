/** Loads one plan's catalog rows (plan, rules, price bands) for the pricing function. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { CatalogRows, PlanRules } from '../../services/pricing/types';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The plan's rows; undefined when there is no such plan. */
export async function catalogRowsOf(db: Kysely<Database>, planId: number): Promise<CatalogRows | undefined> {
  const plan = await db.selectFrom('plans').select(['id', 'name', 'plan_type']).where('id', '=', planId).executeTakeFirst();
  if (!plan) return undefined;
  const [rules, prices] = await Promise.all([
    db.selectFrom('plan_rules').selectAll().where('plan_id', '=', planId).executeTakeFirst(),
    db.selectFrom('plan_prices').select(['id', 'plan_id', 'tier', 'monthly_price', 'min_age', 'max_age', 'state', 'smoker', 'min_income', 'max_income'])
      .where('plan_id', '=', planId).orderBy('id').execute(),
  ]);
  const planRules: PlanRules | null = rules ? {
    excluded_states: rules.excluded_states, allowed_tiers: rules.allowed_tiers, min_age: rules.min_age, max_age: rules.max_age,
    needs_tobacco: rules.needs_tobacco, min_annual_income: numberOrNull(rules.min_annual_income), min_weekly_hours: rules.min_weekly_hours,
    needs_dependents: rules.needs_dependents, portal_ids: rules.portal_ids, met_zip_prefixes: rules.met_zip_prefixes,
    replaced_by: rules.replaced_by, replace_tiers: rules.replace_tiers, replace_states: rules.replace_states, has_questions: rules.has_questions,
  } : null;
  return { plan, rules: planRules, prices: prices.map((row) => ({ ...row, min_income: numberOrNull(row.min_income), max_income: numberOrNull(row.max_income) })) };
}
