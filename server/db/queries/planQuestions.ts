/**
 * Queries of a plan's questions (migration 021). Saving accepted health answers records them and
 * adds the plan to filter_info.answered_plan_ids in one transaction; the id is appended in SQL
 * (jsonb ||, only when absent) so concurrent saves of other plans or filter fields never
 * overwrite each other. Dependent info merges into filter_info the same way.
 */
import { type Kysely, sql } from 'kysely';
import type { CarrierQuestion, HealthQuestion } from '../../../schemas/api/planQuestions';
import type { Database, JsonObject } from '../types';

export type AnswerKind = 'health' | 'carrier';

/** A plan's health questions in order with their options, and the options whose Yes declines it ('question:option'). */
export async function healthQuestionsOf(db: Kysely<Database>, planId: number) {
  const [set, questions, options] = await Promise.all([
    db.selectFrom('plan_question_sets').selectAll().where('plan_id', '=', planId).executeTakeFirst(),
    db.selectFrom('plan_questions').selectAll().where('plan_id', '=', planId).orderBy('position').execute(),
    db.selectFrom('plan_question_options').selectAll().where('plan_id', '=', planId).orderBy('position').execute(),
  ]);
  const list: HealthQuestion[] = questions.map((q) => ({
    question_id: q.question_id, question_text: q.question_text, question_sub_type: q.question_sub_type as HealthQuestion['question_sub_type'],
    require_detail: q.require_detail,
    options: options.filter((o) => o.question_id === q.question_id).map((o) => ({ option_id: o.option_id, option_text: o.option_text, option_group: o.option_group })),
  }));
  const declining = new Set(options.filter((o) => o.declines).map((o) => `${o.question_id}:${o.option_id}`));
  return { set, questions: list, declining };
}

/** A plan's carrier questions in order. */
export async function carrierQuestionsOf(db: Kysely<Database>, planId: number): Promise<CarrierQuestion[]> {
  const rows = await db.selectFrom('carrier_questions').select(['qid', 'question', 'true_condition']).where('plan_id', '=', planId).orderBy('position').execute();
  return rows.map((row) => ({ ...row, true_condition: row.true_condition === 1 ? 1 : 0 }));
}

/** Records (or replaces) an enrollment's answers of a plan; `answered` also marks the plan answered for pricing. */
export async function saveAnswers(
  db: Kysely<Database>, row: { enrollment_id: string; plan_id: number; kind: AnswerKind; answers: unknown[]; outcome: 'accepted' | 'declined' }, answered: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('plan_question_answers').values({ ...row, answers: JSON.stringify(row.answers) })
      .onConflict((oc) => oc.columns(['enrollment_id', 'plan_id', 'kind']).doUpdateSet({
        answers: (eb) => eb.ref('excluded.answers'), outcome: (eb) => eb.ref('excluded.outcome'), answered_at: sql<Date>`now()`,
      }))
      .execute();
    const id = JSON.stringify(row.plan_id);
    const ids = sql`coalesce(filter_info -> 'answered_plan_ids', '[]'::jsonb)`;
    const list = answered
      ? sql`CASE WHEN ${ids} @> ${`[${id}]`}::jsonb THEN ${ids} ELSE ${ids} || ${`[${id}]`}::jsonb END`
      // A changed answer that declines takes the plan off the answered list.
      : sql`(SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(${ids}) AS e WHERE e <> ${id}::jsonb)`;
    await trx.updateTable('enrollments')
      .set({ filter_info: sql`jsonb_set(coalesce(filter_info, '{}'::jsonb), '{answered_plan_ids}', ${list})`, updated_at: sql<Date>`now()` })
      .where('id', '=', row.enrollment_id).execute();
  });
}

/** The outcomes of an enrollment's saved answers of a plan, by kind. */
export async function outcomesOf(db: Kysely<Database>, enrollmentId: string, planId: number): Promise<Partial<Record<AnswerKind, string>>> {
  const rows = await db.selectFrom('plan_question_answers').select(['kind', 'outcome']).where('enrollment_id', '=', enrollmentId).where('plan_id', '=', planId).execute();
  return Object.fromEntries(rows.map((row) => [row.kind, row.outcome]));
}

/** Merges the dependent facts into filter_info; the saved filter_info. */
export async function mergeFilter(db: Kysely<Database>, enrollmentId: string, fields: JsonObject): Promise<JsonObject> {
  const row = await db.updateTable('enrollments')
    .set({ filter_info: sql`coalesce(filter_info, '{}'::jsonb) || ${JSON.stringify(fields)}::jsonb`, updated_at: sql<Date>`now()` })
    .where('id', '=', enrollmentId).returning('filter_info').executeTakeFirstOrThrow();
  return row.filter_info;
}
