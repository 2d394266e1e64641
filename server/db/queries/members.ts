/**
 * Queries of existing members (issue 7, point 6): a rep's or a group's member rows with their
 * plans, one member with their rep, group and portal, and the temporary enrollments (quote
 * filters) created for existing members.
 */
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Language } from '../../../schemas/i18n/language';
import type { Database, EnrollmentsTable } from '../types';

/** The members of a rep (members.agent_id) or a group (members.group_id), by last and first name, with their group's name. */
export function membersOf(db: Kysely<Database>, column: 'agent_id' | 'group_id', id: number) {
  return db.selectFrom('members').leftJoin('groups', 'groups.id', 'members.group_id')
    .select(['members.id', 'members.first_name', 'members.last_name', 'members.dob', 'members.policy_id', 'members.email', 'members.group_id', 'groups.name as group_name'])
    .where(`members.${column}`, '=', id)
    .orderBy('members.last_name').orderBy('members.first_name').orderBy('members.id')
    .execute();
}

/** The plans of these members with their names and statuses, in policy order. */
export function policiesOf(db: Kysely<Database>, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('member_policies').innerJoin('plans', 'plans.id', 'member_policies.plan_id')
    .select(['member_policies.member_id', 'plans.id as plan', 'plans.name as plan_name', 'member_policies.status as plan_status'])
    .where('member_policies.member_id', 'in', memberIds)
    .orderBy('member_policies.member_id').orderBy('member_policies.position')
    .execute();
}

/** A member with their rep's name, group's name and portal, or undefined. */
export function findMemberWithLinks(db: Kysely<Database>, id: number) {
  return db.selectFrom('members').leftJoin('agents', 'agents.id', 'members.agent_id').leftJoin('groups', 'groups.id', 'members.group_id')
    .select([
      'members.id', 'members.first_name', 'members.last_name', 'members.dob', 'members.gender', 'members.policy_id',
      'members.agent_id', 'members.group_id', 'agents.name as agent_name', 'groups.name as group_name', 'groups.portal_id as group_portal_id',
      (eb) => eb.selectFrom('agent_portals').select(sql<number>`min(portal_id)`.as('p')).whereRef('agent_portals.agent_id', '=', 'members.agent_id').as('agent_portal_id'),
    ])
    .where('members.id', '=', id)
    .executeTakeFirst();
}

/** The group with its rep and portal, or undefined. */
export function findGroupRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('groups').select(['id', 'name', 'code', 'agent_id', 'portal_id']).where('id', '=', id).executeTakeFirst();
}

/** Creates a temporary enrollment (a quote filter; the wizard starts at primary_info) in its creator's language; its id. */
export async function insertTempEnrollment(
  db: Kysely<Database>, row: Omit<Insertable<EnrollmentsTable>, 'saved_tab' | 'language'> & { language: Language },
): Promise<string> {
  const inserted = await db.insertInto('enrollments').values({ ...row, saved_tab: 'primary_info' }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Moves a temporary enrollment to another portal and group. */
export async function setEnrollmentPortal(db: Kysely<Database>, id: string, portalId: number, groupId: number | null): Promise<void> {
  await db.updateTable('enrollments').set({ portal_id: portalId, group_id: groupId, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}
