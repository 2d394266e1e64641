/**
 * The portal a storefront session shops on, read in one statement: its newest open enrollment's
 * (the quote it started), else the portal of the newest group its ways in led to (a group's
 * landing, code, site or referral: services/sessionEntries.ts); null when neither says.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The session's portal, or null for the default. */
export async function sessionPortal(db: Kysely<Database>, sessionHash: string): Promise<number | null> {
  const row = await db.selectNoFrom((eb) => [
    eb.selectFrom('enrollments').select('portal_id').where('session_hash', '=', sessionHash).where('status', '=', 'open')
      .orderBy('created_at', 'desc').limit(1).as('enrolled'),
    eb.selectFrom('session_entries as e').innerJoin('groups as g', 'g.id', 'e.group_id').select('g.portal_id')
      .where('e.session_hash', '=', sessionHash).orderBy('e.created_at', 'desc').limit(1).as('entered'),
  ]).executeTakeFirst();
  return row?.enrolled ?? row?.entered ?? null;
}
