/**
 * A generated plan catalog for the storefront benchmarks (issue 8 point 11): `perCategory` plans
 * in each of the thirteen categories (numbers from + 1 on, so a catalog grows by further calls), each priced for every tier in three age bands (18-39,
 * 40-64, 65-99), with detail texts, written beside the demo catalog into a stopped server's
 * database, then VACUUM ANALYZEd. Ids start far above the demo's, so the demo plans and carts stay as they are.
 */
import { type Kysely, sql } from 'kysely';
import { openDatabase, type EmbeddedEngine } from '../../server/db/connect';
import type { Database } from '../../server/db/types';

/** The thirteen categories in the storefront's order (storefront.md section 2). */
export const BENCH_CATEGORIES = [
  'limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx', 'lifestyle', 'term_life', 'di', 'critical', 'accident', 'hospital', 'pet',
] as const;

/** The first generated plan id. */
export const FIRST_GENERATED_PLAN = 100_001;
/** Room for this many generated plans per category: category c's plan n has id FIRST_GENERATED_PLAN + c x PER_CATEGORY_ROOM + n - 1. */
const PER_CATEGORY_ROOM = 10_000;

/** The id of generated plan number `n` (from 1) of the category at `categoryIndex` in BENCH_CATEGORIES. */
export const generatedPlanId = (categoryIndex: number, n: number): number => FIRST_GENERATED_PLAN + categoryIndex * PER_CATEGORY_ROOM + n - 1;

const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
const BANDS = [[18, 39], [40, 64], [65, 99]] as const;
const CHUNK = 500;

/** `perCategory` plans per category numbered from + 1 on (pure): rows for plans, plan_prices and plan_texts. */
export function generateCatalog(perCategory: number, from = 0): { plans: Record<string, unknown>[]; prices: Record<string, unknown>[]; texts: Record<string, unknown>[] } {
  if (from + perCategory > PER_CATEGORY_ROOM) throw new Error(`at most ${PER_CATEGORY_ROOM} generated plans per category`);
  const out = { plans: [] as Record<string, unknown>[], prices: [] as Record<string, unknown>[], texts: [] as Record<string, unknown>[] };
  for (const [categoryIndex, category] of BENCH_CATEGORIES.entries()) {
    for (let n = from + 1; n <= from + perCategory; n += 1) {
      const id = generatedPlanId(categoryIndex, n);
      out.plans.push({
        id, name: `Bench ${category} plan ${n}`, category, carrier: `Bench Carrier ${n % 7}`, plan_type: 'standard', premier_carrier: false,
        requires_membership: false, admin_fee_percent: 0, one_time_fee: 0, logo: '', short_text: `Generated ${category} plan number ${n} for the benchmarks.`,
        featured: false, group_id: null,
      });
      BANDS.forEach(([min, max], band) => TIERS.forEach((tier, t) => out.prices.push({
        id: id * 100 + band * 10 + t, plan_id: id, tier, monthly_price: (10 + (n % 40) + band * 15 + t * 12).toFixed(2), min_age: min, max_age: max,
      })));
      out.texts.push({
        plan_id: id, header_text: `Bench ${category} plan ${n}`, body_text: 'A generated plan.', blue_bar_text: '', association_text: '',
        exclusions_text_name: '', exclusions_text: '', example_text_name: '', example_text: '', faq_text_name: '', faq_text: '',
      });
    }
  }
  return out;
}

async function insertChunked(db: Kysely<Database>, table: keyof Database, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insertInto(table).values(rows.slice(start, start + CHUNK) as never).execute();
  }
}

/**
 * Writes `perCategory` generated plans per category, numbered from + 1 on, into the (stopped)
 * server's database in `dataDir`, or at `databaseUrl`; answers how many plans it wrote.
 */
export async function writeCatalog(target: { dataDir: string; engine: EmbeddedEngine } | { databaseUrl: string }, perCategory: number, from = 0): Promise<number> {
  const handle = await openDatabase(target);
  try {
    const catalog = generateCatalog(perCategory, from);
    await handle.db.transaction().execute(async (trx) => {
      await insertChunked(trx, 'plans', catalog.plans);
      await insertChunked(trx, 'plan_prices', catalog.prices);
      await insertChunked(trx, 'plan_texts', catalog.texts);
    });
    // As after any bulk import: statistics for the planner (without them PostgreSQL reads and sorts
    // every plan for a listing page instead of 25 index entries) and the dead row versions the count
    // trigger left in plan_listing_counts (one per plan written) cleared (docs/catalog-paging.md).
    await sql`VACUUM ANALYZE plans, plan_prices, plan_texts, plan_listing_counts`.execute(handle.db);
    return catalog.plans.length;
  } finally {
    await handle.close();
  }
}
