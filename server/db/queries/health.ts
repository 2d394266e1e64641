/**
 * Queries of the Health Questions tab: the questions of a portal and group (the most specific
 * scope that has any wins as a whole, as form definitions do), a member's health info on file,
 * and the one UPDATE that saves an enrollment's answers and marks the member's record as loaded.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, HealthAudience, JsonObject } from '../types';
import { mostSpecific, scopesOf, type ScopeKey } from './forms';

/** The questions of one audience for this portal and group, in display order. */
export async function resolveHealthQuestions(db: Kysely<Database>, audience: HealthAudience, key: ScopeKey) {
  const rows = await db.selectFrom('health_questions')
    .select(['scope', 'scope_id', 'question_id', 'question_text', 'layout', 'position'])
    .where('audience', '=', audience)
    .where((eb) => eb.or(scopesOf(key).map(({ scope, id }) => eb.and([eb('scope', '=', scope), eb('scope_id', '=', id)]))))
    .orderBy('position')
    .orderBy('question_id')
    .execute();
  return mostSpecific(rows, key);
}

/** A member's health info on file, or undefined. */
export async function findMemberHealthInfo(db: Kysely<Database>, memberId: number): Promise<JsonObject | undefined> {
  const row = await db.selectFrom('member_health_info').select('health_info').where('member_id', '=', memberId).executeTakeFirst();
  return row?.health_info;
}

/** Stores the enrollment's health answers and sets health_track (the member's record has been through a save), in one UPDATE. */
export async function saveHealthInfo(db: Kysely<Database>, id: string, payload: JsonObject): Promise<void> {
  await db.updateTable('enrollments')
    .set({ health_info: JSON.stringify(payload), health_track: true, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
