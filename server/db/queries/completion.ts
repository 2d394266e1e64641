/** Queries of completing an enrollment: its row locked for the completion, the completed state, its codes, confirmation numbers in use. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types';
import type { Enrollment } from './enrollments';

/** The enrollment, locked until the transaction ends (two completions of one enrollment run one after the other). */
export function lockEnrollment(db: Kysely<Database>, id: string): Promise<Enrollment | undefined> {
  return db.selectFrom('enrollments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether a confirmation number is held by an enrollment or a member already. */
export async function policyIdTaken(db: Kysely<Database>, policyId: string): Promise<boolean> {
  if (await db.selectFrom('enrollments').select('id').where('policy_id', '=', policyId).executeTakeFirst()) return true;
  return (await db.selectFrom('members').select('id').where('policy_id', '=', policyId).executeTakeFirst()) !== undefined;
}

/** Marks the enrollment completed with its confirmation number and review notes; the completed row. */
export function markCompleted(db: Kysely<Database>, id: string, policyId: string, reviewInfo: Record<string, unknown>): Promise<Enrollment> {
  return db.updateTable('enrollments')
    .set({
      status: 'completed', completed_at: sql<Date>`now()`, policy_id: policyId, review_info: JSON.stringify(reviewInfo),
      saved_tab: 'review_info', updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id).where('status', '=', 'open')
    .returningAll().executeTakeFirstOrThrow();
}

/** The e-mail of the enrollment's continue code, if it has one. */
export async function codeEmail(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await db.selectFrom('continue_codes').select('email').where('enrollment_id', '=', id).executeTakeFirst())?.email;
}

/** Removes the enrollment's continue code (and with it its direct links). */
export async function deleteCodes(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('continue_codes').where('enrollment_id', '=', id).execute();
}
