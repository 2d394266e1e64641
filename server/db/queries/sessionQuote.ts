/**
 * The quote a storefront session shops with: its newest open enrollment (the one its last quote
 * started), read for the shop pages' first paint (services/sessionFirstPaint.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The id of the session's newest open enrollment, or undefined when it has none. */
export async function sessionQuoteId(db: Kysely<Database>, sessionHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('enrollments').select('id').where('session_hash', '=', sessionHash).where('status', '=', 'open')
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.id;
}
