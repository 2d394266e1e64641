/** Queries of the mail outbox (developer mailbox) and of tab screenshots. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types';

/** The newest outbox messages first. */
export function listOutbox(db: Kysely<Database>, limit = 50) {
  return db.selectFrom('outbox')
    .select(['to_address as to', 'subject', 'text_body as text', 'html_body as html', 'created_at'])
    .orderBy('id', 'desc').limit(limit).execute();
}

/** Keeps the latest screenshot of each tab of an enrollment (bounded storage). */
export async function upsertScreenshot(db: Kysely<Database>, enrollmentId: string, name: string, image: Buffer): Promise<void> {
  await db.insertInto('screenshots').values({ enrollment_id: enrollmentId, name, image })
    .onConflict((conflict) => conflict.columns(['enrollment_id', 'name']).doUpdateSet({ image, created_at: sql<Date>`now()` }))
    .execute();
}
