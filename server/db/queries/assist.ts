/** Queries of the help widget's assistant (migration 014): the script, a device's lead and its answers. */
import { type Kysely, sql } from 'kysely';
import type { AssistField, AssistQuestion } from '../../../domain/storefront/helpWidgetTypes';
import type { Database } from '../types';

/** The script in order, each question with its parsed inputs. */
export async function scriptQuestions(db: Kysely<Database>): Promise<AssistQuestion[]> {
  const rows = await db.selectFrom('assist_questions').select(['id', 'question', 'fields']).orderBy('position').execute();
  return rows.map((row) => ({ id: row.id, question: row.question, fields: JSON.parse(row.fields) as AssistField[] }));
}

/** A device's answers by question id. */
export async function deviceAnswers(db: Kysely<Database>, deviceId: string): Promise<Map<number, string>> {
  const rows = await db.selectFrom('assist_answers').select(['question_id', 'answer']).where('device_id', '=', deviceId).execute();
  return new Map(rows.map((row) => [row.question_id, row.answer]));
}

/** A device's lead, or undefined. */
export function findLead(db: Kysely<Database>, deviceId: string) {
  return db.selectFrom('assist_leads').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
}

/** What a request says of the device's visit: the site's rep or group (absent on the default site) and the page. */
export interface LeadVisit { device_id: string; agent_id: number | null; group_id: number | null; web_url: string }

/**
 * Creates or refreshes the device's lead: the page, and the rep or group when the request names
 * one (a visit on the default site keeps the rep an earlier visit named).
 */
export async function touchLead(db: Kysely<Database>, visit: LeadVisit): Promise<void> {
  await db.insertInto('assist_leads').values(visit)
    .onConflict((conflict) => conflict.column('device_id').doUpdateSet({
      web_url: visit.web_url,
      agent_id: sql<number | null>`coalesce(excluded.agent_id, assist_leads.agent_id)`,
      group_id: sql<number | null>`coalesce(excluded.group_id, assist_leads.group_id)`,
      updated_at: sql<Date>`now()`,
    }))
    .execute();
}

/** Stores (or replaces, when edited) the device's answer to one question. */
export async function saveAnswer(db: Kysely<Database>, deviceId: string, questionId: number, answer: string): Promise<void> {
  await db.insertInto('assist_answers').values({ device_id: deviceId, question_id: questionId, answer })
    .onConflict((conflict) => conflict.columns(['device_id', 'question_id']).doUpdateSet({ answer, updated_at: sql<Date>`now()` }))
    .execute();
}

/** Stores the rounded position the location prompt sent. */
export async function saveLocation(db: Kysely<Database>, deviceId: string, location: string): Promise<void> {
  await db.updateTable('assist_leads').set({ location, updated_at: sql<Date>`now()` }).where('device_id', '=', deviceId).execute();
}

/** Marks the lead as mailed to its rep; true only for the one call that marked it (a lead is mailed once). */
export async function claimNotification(db: Kysely<Database>, deviceId: string): Promise<boolean> {
  const row = await db.updateTable('assist_leads').set({ notified_at: sql<Date>`now()` })
    .where('device_id', '=', deviceId).where('notified_at', 'is', null)
    .returning('device_id').executeTakeFirst();
  return row !== undefined;
}
