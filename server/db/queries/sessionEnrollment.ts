/**
 * The open enrollment a browser session holds (the wizard's first paint, issue 17): the one it
 * used last, with what its pages ask about the site it belongs to.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../../schemas/i18n/language';
import type { Database } from '../types';

/** What the wizard's first paint needs of the session's enrollment. */
export interface SessionEnrollment { id: string; agent_id: number | null; group_id: number | null; eprocess: string }

/** The open enrollments bound to the session `sessionHash`, the one that changed last alone. */
const latestOpen = (db: Kysely<Database>, sessionHash: string) => db.selectFrom('enrollments')
  .where('session_hash', '=', sessionHash).where('status', '=', 'open').orderBy('updated_at', 'desc').limit(1);

/** The open enrollment bound to the session `sessionHash` that changed last, or undefined. */
export function openEnrollmentOfSession(db: Kysely<Database>, sessionHash: string): Promise<SessionEnrollment | undefined> {
  return latestOpen(db, sessionHash).select(['id', 'agent_id', 'group_id', 'eprocess']).executeTakeFirst();
}

/**
 * Sets the language of the open enrollment the session `sessionHash` changed last (the one its
 * wizard shows), in one statement; whether there was one. Its other enrollments (a rep's member
 * files) keep theirs.
 */
export async function setSessionEnrollmentLanguage(db: Kysely<Database>, sessionHash: string, language: Language): Promise<boolean> {
  const latest = latestOpen(db, sessionHash).select('id');
  const row = await db.updateTable('enrollments').set({ language }).where('id', '=', (eb) => eb.selectFrom(latest.as('latest')).select('latest.id'))
    .returning('id').executeTakeFirst();
  return row !== undefined;
}
