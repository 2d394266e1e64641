/**
 * Queries of the enrollments table. Writes touch one section each (one tab column, the session
 * binding, the enroller code) in a single UPDATE, so concurrent saves of different tabs never
 * overwrite each other (no read-modify-write of the whole row).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Language } from '../../../schemas/i18n/language';
import type { Database, Enrollment, JsonObject, TabColumn } from '../types';
import { type SessionLimits, sessionLive } from './sessions';
import { combinedTabWrite } from './tabWrites';

export type { Enrollment } from '../types';

/** The enrollment with this id, or undefined. */
export function findEnrollment(db: Kysely<Database>, id: string): Promise<Enrollment | undefined> {
  return db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Binds the enrollment to one session (any other session loses access); the bound row, or undefined. */
export function bindSession(db: Kysely<Database>, id: string, sessionHash: string, language?: Language): Promise<Enrollment | undefined> {
  return db.updateTable('enrollments').set({ session_hash: sessionHash, updated_at: sql<Date>`now()`, ...(language ? { language } : {}) })
    .where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Moves every enrollment of session `from` to session `to`, if `from` is still live (idle and
 * absolute limits): a renewed session id keeps what the browser session held, an expired one gives nothing.
 */
export async function moveBindings(db: Kysely<Database>, from: string, to: string, limits: SessionLimits): Promise<void> {
  await db.updateTable('enrollments').set({ session_hash: to })
    .where('session_hash', '=', from)
    .where(({ exists, selectFrom }) => exists(selectFrom('sessions as s').select('s.id_hash').where('s.id_hash', '=', from).where(sessionLive(limits))))
    .execute();
}

/**
 * Replaces one tab's JSON column, atomically, and nothing else of the row; resolves once it is
 * committed. Concurrent tab writes of one enrollment share a commit (tabWrites.ts: group commit).
 */
export function updateTabColumn(db: Kysely<Database>, id: string, column: TabColumn, payload: JsonObject): Promise<void> {
  return combinedTabWrite(db, id, column, payload);
}

/** Save & Continue Later: the resume tab, and (when given) that tab's data, in one UPDATE. */
export async function saveForLater(
  db: Kysely<Database>, id: string, savedTab: string, section?: { column: TabColumn; payload: JsonObject },
): Promise<void> {
  await db.updateTable('enrollments')
    .set({
      saved_tab: savedTab,
      ...(section ? { [section.column]: JSON.stringify(section.payload) } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Stores a validated enroller code. */
export async function setEnrollerCode(db: Kysely<Database>, id: string, code: string): Promise<void> {
  await db.updateTable('enrollments').set({ enroller_code: code, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}
