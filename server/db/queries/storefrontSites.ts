/** Queries of the storefront's site calls: external partner sites, website visits, a group code on an enrollment. */
import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The external partner site of this name (any case), with its group's name and its group's rep's code, or undefined. */
export function findExternalSite(db: Kysely<Database>, name: string) {
  return db.selectFrom('external_sites')
    .innerJoin('groups', 'groups.id', 'external_sites.group_id')
    .leftJoin('agents', 'agents.id', 'groups.agent_id')
    .select(['external_sites.name', 'external_sites.portal_id', 'groups.id as gid', 'groups.name as gname', 'agents.agent_code'])
    .where('external_sites.name', '=', name.toLowerCase())
    .executeTakeFirst();
}

/** The group with this enrollment code (stored upper case) and the portal it enrolls on, or undefined. */
export function findGroupForCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('groups').select(['id', 'name', 'portal_id']).where('code', '=', code.toUpperCase()).executeTakeFirst();
}

/** Puts the enrollment under a group and the group's portal. */
export async function setEnrollmentGroup(db: Kysely<Database>, enrollmentId: string, groupId: number, portalId: number): Promise<void> {
  await db.updateTable('enrollments').set({ group_id: groupId, portal_id: portalId, updated_at: new Date() }).where('id', '=', enrollmentId).execute();
}

/**
 * Records one visitor's visit of an enrollment's website link: 'counted' when new, 'repeat' when
 * this visitor was counted before, 'unknown' when no such enrollment exists (nothing written).
 * One statement: the row is inserted from the enrollment's own row, so an unknown id inserts
 * nothing instead of failing the foreign key, and a repeat hits the primary key and does nothing.
 */
export async function recordSiteVisit(db: Kysely<Database>, enrollmentId: string, visitorHash: string): Promise<'counted' | 'repeat' | 'unknown'> {
  const inserted = await db.insertInto('site_visits')
    .columns(['enrollment_id', 'visitor_hash'])
    .expression(db.selectFrom('enrollments').select((eb) => ['id', eb.val(visitorHash).as('visitor_hash')]).where('id', '=', enrollmentId))
    .onConflict((conflict) => conflict.columns(['enrollment_id', 'visitor_hash']).doNothing())
    .returning('enrollment_id')
    .executeTakeFirst();
  if (inserted) return 'counted';
  const exists = await db.selectFrom('enrollments').select('id').where('id', '=', enrollmentId).executeTakeFirst();
  return exists ? 'repeat' : 'unknown';
}
