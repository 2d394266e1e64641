/** Seeds what the storefront shows of the demo plans (migration 019) from schemas/demo/planContent.ts. */
import type { Kysely } from 'kysely';
import { DEMO_PLANS } from '../../../schemas/demo/catalog';
import { DEMO_CARRIER_LOGOS, DEMO_PLAN_SUMMARIES, DEMO_PREMIER_CATEGORIES, demoPlanTexts } from '../../../schemas/demo/planContent';
import type { Database } from '../types';

/** Logos, short texts, featured and group-only flags, detail texts, premier categories (after the plans); categories keep no picture (the store draws its own). */
export async function seedPlanContent(db: Kysely<Database>): Promise<void> {
  for (const [planId, shortText, featured, groupId] of DEMO_PLAN_SUMMARIES) {
    const plan = DEMO_PLANS.find((candidate) => candidate.id === planId);
    await db.updateTable('plans')
      .set({ short_text: shortText, featured, group_id: groupId, logo: DEMO_CARRIER_LOGOS[plan?.carrier ?? ''] ?? '' })
      .where('id', '=', planId).execute();
  }
  await db.insertInto('plan_texts').values(DEMO_PLANS.map(demoPlanTexts)).execute();
  await db.insertInto('premier_categories').values(DEMO_PREMIER_CATEGORIES.map(([code, name], position) => ({ code, name, position }))).execute();
}
