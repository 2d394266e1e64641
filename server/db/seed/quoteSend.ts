/** Seeds the life plans' coverage amounts (migration 024) from schemas/demo/catalog.ts DEMO_PLAN_COVERAGE. */
import type { Kysely } from 'kysely';
import { DEMO_PLAN_COVERAGE } from '../../../schemas/demo/catalog';
import type { Database } from '../types';

/** Sets each demo life plan's face amount (after the plans). */
export async function seedQuoteSend(db: Kysely<Database>): Promise<void> {
  for (const [planId, coverageAmount] of DEMO_PLAN_COVERAGE) {
    await db.updateTable('plans').set({ coverage_amount: coverageAmount }).where('id', '=', planId).execute();
  }
}
