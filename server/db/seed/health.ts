/**
 * Seeds the health questions of schemas/demo/healthQuestions.ts (the same list for the applicant
 * and for dependents, on portals 11 and 12 and as the default for any other portal) and the
 * health info member 7001 has on file.
 */
import type { Kysely } from 'kysely';
import { DEMO_HEALTH_PORTALS, DEMO_HEALTH_QUESTIONS, DEMO_MEMBER_HEALTH } from '../../../schemas/demo/healthQuestions';
import type { Database, HealthAudience, Scope } from '../types';

const AUDIENCES: readonly HealthAudience[] = ['primary', 'dependent'];
const SCOPES: readonly [Scope, number][] = [['default', 0], ...DEMO_HEALTH_PORTALS.map((id): [Scope, number] => ['portal', id])];

/** Inserts the questions and the members' health info (inside the seeding transaction). */
export async function seedHealth(db: Kysely<Database>): Promise<void> {
  await db.insertInto('health_questions').values(SCOPES.flatMap(([scope, scope_id]) => AUDIENCES.flatMap((audience) =>
    DEMO_HEALTH_QUESTIONS.map(({ question_id, question_text, layout }, position) => ({ scope, scope_id, audience, question_id, question_text, layout, position }))))).execute();
  await db.insertInto('member_health_info')
    .values(Object.entries(DEMO_MEMBER_HEALTH).map(([member, info]) => ({ member_id: Number(member), health_info: JSON.stringify(info) })))
    .execute();
}
