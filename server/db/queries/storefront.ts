/** Read-only queries of the storefront's entry paths: reps and groups by code, landing slug or domain; referrals. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';

/** The rep with this access code (codes are stored upper case), or undefined. */
export function findAgentByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('agents').selectAll().where('agent_code', '=', code.toUpperCase()).executeTakeFirst();
}

/** The group with this enrollment code (stored upper case), or undefined. */
export function findGroupByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('groups').select(['id', 'name', 'landing_url']).where('code', '=', code.toUpperCase()).executeTakeFirst();
}

/** The rep, or undefined. */
export function findAgent(db: Kysely<Database>, id: number) {
  return db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The rep whose landing slug this is (case-insensitive), or undefined. */
export function findAgentByLanding(db: Kysely<Database>, slug: string) {
  return db.selectFrom('agents').select(['id', 'agent_code']).where('landing_url', '<>', '')
    .where(sql`lower(landing_url)`, '=', slug.toLowerCase()).executeTakeFirst();
}

/** The group whose landing slug or custom domain this is (case-insensitive), with its rep's code. */
export function findGroupBy(db: Kysely<Database>, column: 'landing_url' | 'custom_domain', value: string) {
  return db.selectFrom('groups').leftJoin('agents', 'agents.id', 'groups.agent_id')
    .select(['groups.id', 'groups.name', 'groups.code', 'groups.portal_id', 'groups.agent_id', 'agents.agent_code'])
    .where(sql`lower(groups.${sql.ref(column)})`, '=', value.toLowerCase())
    .where(`groups.${column}`, '<>', '')
    .executeTakeFirst();
}

/** The referral link, or undefined. */
export function findReferral(db: Kysely<Database>, id: number) {
  return db.selectFrom('referrals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The portal, or undefined. */
export function findPortal(db: Kysely<Database>, id: number) {
  return db.selectFrom('portals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The rep's groups (groups.agent_id) by name. */
export function agentGroups(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('groups').select(['id', 'name']).where('agent_id', '=', agentId).orderBy('name').execute();
}

/** The portals the rep sells on, by id. */
export function agentPortals(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agent_portals').innerJoin('portals', 'portals.id', 'agent_portals.portal_id')
    .select(['portals.id', 'portals.name', 'portals.code']).where('agent_portals.agent_id', '=', agentId).orderBy('portals.id').execute();
}
