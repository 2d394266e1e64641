/** Seeds the plan questions (migration 021) from schemas/demo/planQuestions.ts. */
import type { Kysely } from 'kysely';
import { DEMO_CARRIER_QUESTIONS, DEMO_QUESTION_SETS } from '../../../schemas/demo/planQuestions';
import type { Database } from '../types';

/** Inserts the health question sets, their options and the carrier questions (after the plans). */
export async function seedPlanQuestions(db: Kysely<Database>): Promise<void> {
  for (const set of DEMO_QUESTION_SETS) {
    await db.insertInto('plan_question_sets').values({ plan_id: set.plan_id, decline_message: set.decline_message, success_message: set.success_message }).execute();
    await db.insertInto('plan_questions').values(set.questions.map((q, position) => ({
      plan_id: set.plan_id, question_id: q.question_id, position, question_text: q.question_text, question_sub_type: q.question_sub_type, require_detail: q.require_detail,
    }))).execute();
    const options = set.questions.flatMap((q) => q.options.map((o, position) => ({
      plan_id: set.plan_id, question_id: q.question_id, option_id: o.option_id, position, option_text: o.option_text, option_group: o.option_group, declines: o.declines ?? false,
    })));
    if (options.length > 0) await db.insertInto('plan_question_options').values(options).execute();
  }
  await db.insertInto('carrier_questions').values(DEMO_CARRIER_QUESTIONS.map((q, position) => ({ ...q, position }))).execute();
}
