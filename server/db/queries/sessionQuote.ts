/**
 * The quote a storefront session shops with: its newest open enrollment (the one its last quote
 * started), read for the shop pages' first paint (services/sessionFirstPaint.ts).
 */
import type { Kysely } from 'kysely';
import type { Database, Enrollment } from '../types';

/** A session's quote: its id and the visitor values the app stored from the same quote (the header's menu asks with them). */
export type SessionQuote = Pick<Enrollment, 'id' | 'agent_id' | 'group_id' | 'portal_id' | 'eprocess' | 'open_type'>;

/** The session's newest open enrollment, or undefined when it has none. */
export async function sessionQuote(db: Kysely<Database>, sessionHash: string): Promise<SessionQuote | undefined> {
  return db.selectFrom('enrollments').select(['id', 'agent_id', 'group_id', 'portal_id', 'eprocess', 'open_type'])
    .where('session_hash', '=', sessionHash).where('status', '=', 'open')
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}
