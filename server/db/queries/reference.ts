/** Read-only queries of reference data: lookups, groups, members, enroller codes, branding. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types';

/** A lookup list's {value, name} rows in order. */
export async function listLookup(db: Kysely<Database>, list: string): Promise<{ value: string; name: string }[]> {
  return (await listLookups(db, [list])).get(list) ?? [];
}

/** Lookup lists by name, in one query (the save path needs several). */
export async function listLookups(db: Kysely<Database>, lists: string[]): Promise<Map<string, { value: string; name: string }[]>> {
  const result = new Map<string, { value: string; name: string }[]>(lists.map((list) => [list, []]));
  if (lists.length === 0) return result;
  const rows = await db.selectFrom('lookups').select(['list', 'value', 'name']).where('list', 'in', lists).orderBy('position').execute();
  for (const row of rows) result.get(row.list)?.push({ value: row.value, name: row.name });
  return result;
}

/** The group, or undefined. */
export function findGroup(db: Kysely<Database>, id: number) {
  return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a member (other than `exceptMemberId`) owns this e-mail. */
export async function memberEmailTaken(db: Kysely<Database>, email: string, exceptMemberId: number | null = null): Promise<boolean> {
  let query = db.selectFrom('members').select('id').where(sql`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptMemberId !== null) query = query.where('id', '<>', exceptMemberId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Whether a member (other than `exceptMemberId`) owns this phone number. */
export async function memberPhoneTaken(db: Kysely<Database>, phone: string, exceptMemberId: number | null = null): Promise<boolean> {
  let query = db.selectFrom('members').select('id').where('phone', '=', phone);
  if (exceptMemberId !== null) query = query.where('id', '<>', exceptMemberId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Whether the group's enrollments must save an enroller code (groups.requires_enroller_code); false for no group. */
export async function groupRequiresEnrollerCode(db: Kysely<Database>, groupId: number | null): Promise<boolean> {
  if (groupId === null) return false;
  const row = await db.selectFrom('groups').select('requires_enroller_code').where('id', '=', groupId).executeTakeFirst();
  return row?.requires_enroller_code ?? false;
}

/** Whether the code is valid for this group (a row with group_id null is valid for any enrollment). */
export async function enrollerCodeValid(db: Kysely<Database>, code: string, groupId: number | null): Promise<boolean> {
  const row = await db.selectFrom('enroller_codes').select('id')
    .where(sql`upper(code)`, '=', code.trim().toUpperCase())
    .where((eb) => (groupId === null ? eb('group_id', 'is', null) : eb.or([eb('group_id', 'is', null), eb('group_id', '=', groupId)])))
    .limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Branding key/values of a site domain. */
export function siteSettings(db: Kysely<Database>, domain: string) {
  return db.selectFrom('site_settings').select(['key', 'value']).where('site_domain', '=', domain).orderBy('key').execute();
}
