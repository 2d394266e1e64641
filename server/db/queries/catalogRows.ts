/** Loads plans' catalog rows (plan, rules, price bands) for the pricing function, in three queries however many plans. */
import type { Kysely } from 'kysely';
import type { CatalogRows, PlanRules, PriceRow } from '../../services/pricing/types';
import type { Database } from '../types';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The catalog rows of these plans by id; an unknown id has no entry. */
export async function catalogOf(db: Kysely<Database>, planIds: readonly number[]): Promise<Map<number, CatalogRows>> {
  const catalogs = new Map<number, CatalogRows>();
  if (planIds.length === 0) return catalogs;
  const ids = [...planIds];
  const [plans, rules, prices] = await Promise.all([
    db.selectFrom('plans').select(['id', 'name', 'plan_type']).where('id', 'in', ids).execute(),
    db.selectFrom('plan_rules').selectAll().where('plan_id', 'in', ids).execute(),
    db.selectFrom('plan_prices').select(['id', 'plan_id', 'tier', 'monthly_price', 'min_age', 'max_age', 'state', 'smoker', 'min_income', 'max_income'])
      .where('plan_id', 'in', ids).orderBy('id').execute(),
  ]);
  const rulesOf = new Map<number, PlanRules>(rules.map(({ plan_id, min_annual_income, ...rule }) => [plan_id, { ...rule, min_annual_income: numberOrNull(min_annual_income) }]));
  const pricesOf = new Map<number, PriceRow[]>();
  for (const row of prices) {
    const list = pricesOf.get(row.plan_id) ?? [];
    list.push({ ...row, min_income: numberOrNull(row.min_income), max_income: numberOrNull(row.max_income) });
    pricesOf.set(row.plan_id, list);
  }
  for (const plan of plans) catalogs.set(plan.id, { plan, rules: rulesOf.get(plan.id) ?? null, prices: pricesOf.get(plan.id) ?? [] });
  return catalogs;
}

/** One plan's rows; undefined when there is no such plan. */
export async function catalogRowsOf(db: Kysely<Database>, planId: number): Promise<CatalogRows | undefined> {
  return (await catalogOf(db, [planId])).get(planId);
}
